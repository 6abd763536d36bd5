CREATE TABLE "document_download_chunks" (
	"download_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "document_download_chunks_download_id_seq_pk" PRIMARY KEY("download_id","seq")
);
--> statement-breakpoint
CREATE TABLE "document_downloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain_id" bigint NOT NULL,
	"job_id" bigint,
	"print_copy_type" text NOT NULL,
	"combined" integer DEFAULT 0 NOT NULL,
	"filing_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'Queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint DEFAULT 0 NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "document_download_chunks" ADD CONSTRAINT "document_download_chunks_download_id_document_downloads_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."document_downloads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_downloads_domain_idx" ON "document_downloads" USING btree ("domain_id","created_at");