CREATE TABLE "w9_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain_id" bigint NOT NULL,
	"payee_id" bigint NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"payee_email" text DEFAULT '' NOT NULL,
	"token_hash" text,
	"token_ciphertext" text,
	"expires_at" timestamp with time zone,
	"requested_by" bigint,
	"requested_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"remind_count" integer DEFAULT 0 NOT NULL,
	"charge_transaction_id" bigint,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tin_ciphertext" text,
	"tin_last4" text DEFAULT '' NOT NULL,
	"signature" jsonb,
	"pdf_ciphertext" text,
	"filled_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tin_match_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain_id" bigint NOT NULL,
	"payee_id" bigint NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"name_control" text DEFAULT '' NOT NULL,
	"charge_transaction_id" bigint,
	"job_id" bigint,
	"requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "w9_requests" ADD CONSTRAINT "w9_requests_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "w9_requests" ADD CONSTRAINT "w9_requests_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "w9_requests" ADD CONSTRAINT "w9_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tin_match_requests" ADD CONSTRAINT "tin_match_requests_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tin_match_requests" ADD CONSTRAINT "tin_match_requests_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "w9_requests_domain_payee_idx" ON "w9_requests" USING btree ("domain_id","payee_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "w9_requests_token_hash_idx" ON "w9_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tin_match_requests_domain_payee_idx" ON "tin_match_requests" USING btree ("domain_id","payee_id","id");