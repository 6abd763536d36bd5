CREATE TABLE "payers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain_id" bigint NOT NULL,
	"payer_type" text DEFAULT 'Business' NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"dba" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"line1" text DEFAULT '' NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"email_address" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"phone_ext" text DEFAULT '' NOT NULL,
	"tin_type" text DEFAULT 'EIN' NOT NULL,
	"tin_ciphertext" text,
	"tin_hash" text,
	"tin_last4" text DEFAULT '' NOT NULL,
	"custom_attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payees" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain_id" bigint NOT NULL,
	"entity_type" text NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"dba" text DEFAULT '' NOT NULL,
	"display_name" text NOT NULL,
	"tin_type" text DEFAULT 'NA' NOT NULL,
	"tin_ciphertext" text,
	"tin_hash" text,
	"tin_last4" text DEFAULT '' NOT NULL,
	"tin_match_status" text,
	"tin_match_result" text,
	"email_address" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"phone_ext" text DEFAULT '' NOT NULL,
	"line1" text DEFAULT '' NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"is_1099_vendor" boolean DEFAULT true NOT NULL,
	"partner" text,
	"partner_id" text,
	"import_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filing_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"filing_id" bigint NOT NULL,
	"status" text NOT NULL,
	"status_change_desc" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain_id" bigint NOT NULL,
	"payee_id" bigint NOT NULL,
	"filing_year" integer NOT NULL,
	"filing_type" text NOT NULL,
	"filing_data" jsonb NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"correction_type" text DEFAULT 'Original' NOT NULL,
	"original_filing_id" bigint,
	"is_test_filing" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"status_change_desc" text,
	"status_change_date" timestamp with time zone DEFAULT now() NOT NULL,
	"state_filing_status" text,
	"state_filing_status_desc" text,
	"state_filing_status_date" timestamp with time zone,
	"print_status" text,
	"print_status_desc" text,
	"print_status_date" timestamp with time zone,
	"print_copy_expected_delivery_date" timestamp with time zone,
	"email_status" text,
	"fed_sub" jsonb DEFAULT '{"selected":false,"isPaid":false,"uniqueRecordId":null}'::jsonb NOT NULL,
	"state_sub" jsonb DEFAULT '{"selected":false,"isPaid":false,"filingMethod":null,"stateCode":null,"uniqueRecordId":null}'::jsonb NOT NULL,
	"print_sub" jsonb DEFAULT '{"selected":false,"isPaid":false,"printCopyTrackingId":null}'::jsonb NOT NULL,
	"email_sub" jsonb DEFAULT '{"selected":false,"isPaid":false,"emailTrackingId":null}'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payers" ADD CONSTRAINT "payers_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filing_status_history" ADD CONSTRAINT "filing_status_history_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filings" ADD CONSTRAINT "filings_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filings" ADD CONSTRAINT "filings_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payers_domain_idx" ON "payers" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "payees_domain_name_idx" ON "payees" USING btree ("domain_id","display_name","id");--> statement-breakpoint
CREATE INDEX "payees_domain_tin_idx" ON "payees" USING btree ("domain_id","tin_hash");--> statement-breakpoint
CREATE INDEX "payees_domain_partner_idx" ON "payees" USING btree ("domain_id","partner","partner_id");--> statement-breakpoint
CREATE INDEX "filing_status_history_filing_idx" ON "filing_status_history" USING btree ("filing_id","changed_at");--> statement-breakpoint
CREATE INDEX "filings_grid_idx" ON "filings" USING btree ("domain_id","filing_year","status","id");--> statement-breakpoint
CREATE INDEX "filings_payee_idx" ON "filings" USING btree ("domain_id","payee_id","filing_type","filing_year");--> statement-breakpoint
CREATE INDEX "filings_original_idx" ON "filings" USING btree ("original_filing_id");