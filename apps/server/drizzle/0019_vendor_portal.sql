CREATE TABLE "domain_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_domain_id" bigint NOT NULL,
	"source_sub_entity_id" bigint NOT NULL,
	"relation_type" text DEFAULT 'Vendor' NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"code_hash" text NOT NULL,
	"invited_by" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "domain_relations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_domain_id" bigint NOT NULL,
	"source_sub_entity_id" bigint NOT NULL,
	"target_domain_id" bigint NOT NULL,
	"relation_type" text DEFAULT 'Vendor' NOT NULL,
	"relation_status" text DEFAULT 'Connected' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_invitations" ADD CONSTRAINT "domain_invitations_source_domain_id_domains_id_fk" FOREIGN KEY ("source_domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_invitations" ADD CONSTRAINT "domain_invitations_source_sub_entity_id_payees_id_fk" FOREIGN KEY ("source_sub_entity_id") REFERENCES "public"."payees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_relations" ADD CONSTRAINT "domain_relations_source_domain_id_domains_id_fk" FOREIGN KEY ("source_domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_relations" ADD CONSTRAINT "domain_relations_source_sub_entity_id_payees_id_fk" FOREIGN KEY ("source_sub_entity_id") REFERENCES "public"."payees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_relations" ADD CONSTRAINT "domain_relations_target_domain_id_domains_id_fk" FOREIGN KEY ("target_domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_invitations_code_idx" ON "domain_invitations" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "domain_invitations_source_idx" ON "domain_invitations" USING btree ("source_domain_id","source_sub_entity_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_relations_source_idx" ON "domain_relations" USING btree ("source_domain_id","source_sub_entity_id");--> statement-breakpoint
CREATE INDEX "domain_relations_target_idx" ON "domain_relations" USING btree ("target_domain_id","relation_status");