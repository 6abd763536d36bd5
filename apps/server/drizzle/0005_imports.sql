CREATE TABLE "import_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"sheet" text NOT NULL,
	"row" integer NOT NULL,
	"form_type" text,
	"payload_ciphertext" text NOT NULL,
	"display_name" text NOT NULL,
	"masked_tin" text NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"message" text,
	"payee_id" bigint,
	"filing_id" bigint
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain_id" bigint NOT NULL,
	"resource" text NOT NULL,
	"filing_year" integer NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"question" jsonb,
	"answer" text,
	"policies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"record_count" integer DEFAULT 0 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_records" ADD CONSTRAINT "import_records_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_records_run_idx" ON "import_records" USING btree ("run_id","seq");--> statement-breakpoint
CREATE INDEX "import_runs_domain_idx" ON "import_runs" USING btree ("domain_id","created_at");