CREATE TABLE "integration_connect_states" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"domain_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"partner" text NOT NULL,
	"code_verifier_sealed" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_connections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain_id" bigint NOT NULL,
	"partner" text NOT NULL,
	"status" text DEFAULT 'Connected' NOT NULL,
	"tenant_id" text,
	"tenant_name" text,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone,
	"connected_by_user_id" bigint,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_refreshed_at" timestamp with time zone,
	"accounts_last_sync_at" timestamp with time zone,
	"vendors_last_sync_at" timestamp with time zone,
	"transactions_last_sync_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_connect_states" ADD CONSTRAINT "integration_connect_states_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connect_states" ADD CONSTRAINT "integration_connect_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_connected_by_user_id_users_id_fk" FOREIGN KEY ("connected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_connect_states_hash_idx" ON "integration_connect_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "integration_connect_states_expiry_idx" ON "integration_connect_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_connections_domain_partner_idx" ON "integration_connections" USING btree ("domain_id","partner");