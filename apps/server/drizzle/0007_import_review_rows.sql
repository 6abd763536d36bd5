ALTER TABLE "import_records" ADD COLUMN "payee_seq" integer;--> statement-breakpoint
CREATE INDEX "import_records_payee_idx" ON "import_records" USING btree ("run_id","payee_seq");