ALTER TABLE "import_runs" ADD COLUMN "ready_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "import_runs" AS "run" SET "ready_count" = (
	SELECT count(*) FROM "import_records" AS "record"
	WHERE "record"."run_id" = "run"."id" AND ("record"."kind" = 'filing' OR "run"."resource" <> 'filings')
);
