CREATE TABLE "agency_transmission_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transmission_id" bigint NOT NULL,
	"filing_id" bigint NOT NULL,
	"submission_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"result" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_transmissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unique_transmission_id" text NOT NULL,
	"format_type" text NOT NULL,
	"tax_year" integer NOT NULL,
	"transmission_type" text DEFAULT 'O' NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"file_name" text NOT NULL,
	"file_sealed" text NOT NULL,
	"file_bytes" integer NOT NULL,
	"recipient_count" integer NOT NULL,
	"issuer_count" integer NOT NULL,
	"ack_number" text,
	"receipt_id" text,
	"transmission_status" text DEFAULT 'Generated' NOT NULL,
	"agency_status" text,
	"is_rejected" boolean,
	"status_change_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tin_transmission_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transmission_id" bigint NOT NULL,
	"payee_id" bigint NOT NULL,
	"result_code" text
);
--> statement-breakpoint
CREATE TABLE "tin_transmissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_sealed" text NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"ack_number" text,
	"number_of_requests" integer NOT NULL,
	"transmission_status" text DEFAULT 'Generated' NOT NULL,
	"is_rejected" boolean,
	"status_change_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_transmission_records" ADD CONSTRAINT "agency_transmission_records_transmission_id_agency_transmissions_id_fk" FOREIGN KEY ("transmission_id") REFERENCES "public"."agency_transmissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_transmission_records" ADD CONSTRAINT "agency_transmission_records_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tin_transmission_requests" ADD CONSTRAINT "tin_transmission_requests_transmission_id_tin_transmissions_id_fk" FOREIGN KEY ("transmission_id") REFERENCES "public"."tin_transmissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tin_transmission_requests" ADD CONSTRAINT "tin_transmission_requests_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_transmission_records_key_idx" ON "agency_transmission_records" USING btree ("transmission_id","submission_id","record_id");--> statement-breakpoint
CREATE INDEX "agency_transmission_records_filing_idx" ON "agency_transmission_records" USING btree ("filing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_transmissions_utid_idx" ON "agency_transmissions" USING btree ("unique_transmission_id");--> statement-breakpoint
CREATE INDEX "agency_transmissions_status_idx" ON "agency_transmissions" USING btree ("transmission_status","id");--> statement-breakpoint
CREATE INDEX "tin_transmission_requests_transmission_idx" ON "tin_transmission_requests" USING btree ("transmission_id");--> statement-breakpoint
CREATE INDEX "tin_transmission_requests_payee_idx" ON "tin_transmission_requests" USING btree ("payee_id");--> statement-breakpoint
CREATE INDEX "tin_transmissions_status_idx" ON "tin_transmissions" USING btree ("transmission_status","id");