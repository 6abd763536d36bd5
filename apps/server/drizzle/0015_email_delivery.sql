CREATE TABLE "email_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain_id" bigint NOT NULL,
	"payee_id" bigint NOT NULL,
	"status" text DEFAULT 'Invited' NOT NULL,
	"email_address" text NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"code_ciphertext" text,
	"disclosure_version" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consented_at" timestamp with time zone,
	"consent_ip" text,
	"consent_user_agent" text,
	"declined_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdraw_ip" text,
	"withdraw_user_agent" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"filing_id" bigint NOT NULL,
	"domain_id" bigint NOT NULL,
	"payee_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"mail_id" bigint,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"first_download_at" timestamp with time zone,
	"downloads" integer DEFAULT 0 NOT NULL,
	"bounced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "email_status_desc" text;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "email_status_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_consents" ADD CONSTRAINT "email_consents_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_consents" ADD CONSTRAINT "email_consents_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_consents_payee_idx" ON "email_consents" USING btree ("domain_id","payee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_consents_token_idx" ON "email_consents" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "email_deliveries_token_idx" ON "email_deliveries" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_deliveries_filing_idx" ON "email_deliveries" USING btree ("filing_id");