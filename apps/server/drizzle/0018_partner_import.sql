CREATE TABLE "integration_box_mappings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain_id" bigint NOT NULL,
	"partner" text NOT NULL,
	"box_name" text NOT NULL,
	"account_ids" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_charts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"connection_id" bigint NOT NULL,
	"accounts" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_box_mappings" ADD CONSTRAINT "integration_box_mappings_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_charts" ADD CONSTRAINT "integration_charts_connection_id_integration_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."integration_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_box_mappings_box_idx" ON "integration_box_mappings" USING btree ("domain_id","partner","box_name");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_charts_connection_idx" ON "integration_charts" USING btree ("connection_id");