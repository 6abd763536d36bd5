CREATE TABLE "filing_summaries" (
	"domain_id" bigint NOT NULL,
	"filing_year" integer NOT NULL,
	"status" text NOT NULL,
	"filing_type" text NOT NULL,
	"box" text NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	"filings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "filing_summaries_domain_id_filing_year_status_filing_type_box_pk" PRIMARY KEY("domain_id","filing_year","status","filing_type","box")
);
--> statement-breakpoint
DROP INDEX "filings_grid_idx";--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "payee_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "filings_grid_idx" ON "filings" USING btree ("domain_id","filing_year","status","payee_name","id");