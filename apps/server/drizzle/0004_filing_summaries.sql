-- Running totals for the drafts grid and the tab counts (see filings.table.ts, filingSummaries).
-- Statement-level triggers with transition tables: a bulk insert (an import) adds its sums once per
-- statement, not once per row.
CREATE OR REPLACE FUNCTION filings_summary_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO filing_summaries AS s (domain_id, filing_year, status, filing_type, box, cents, filings)
  SELECT domain_id, filing_year, status, filing_type, box, sum(cents), sum(n)::int FROM (
    SELECT domain_id, filing_year, status, filing_type, '' AS box, total_cents AS cents, 1 AS n FROM new_rows
    UNION ALL
    SELECT f.domain_id, f.filing_year, f.status, f.filing_type, e.key, round((e.value)::text::numeric)::bigint, 1
      FROM new_rows f, jsonb_each(f.filing_data) e WHERE jsonb_typeof(e.value) = 'number'
  ) changes GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (domain_id, filing_year, status, filing_type, box)
  DO UPDATE SET cents = s.cents + excluded.cents, filings = s.filings + excluded.filings;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION filings_summary_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO filing_summaries AS s (domain_id, filing_year, status, filing_type, box, cents, filings)
  SELECT domain_id, filing_year, status, filing_type, box, -sum(cents), -sum(n)::int FROM (
    SELECT domain_id, filing_year, status, filing_type, '' AS box, total_cents AS cents, 1 AS n FROM old_rows
    UNION ALL
    SELECT f.domain_id, f.filing_year, f.status, f.filing_type, e.key, round((e.value)::text::numeric)::bigint, 1
      FROM old_rows f, jsonb_each(f.filing_data) e WHERE jsonb_typeof(e.value) = 'number'
  ) changes GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (domain_id, filing_year, status, filing_type, box)
  DO UPDATE SET cents = s.cents + excluded.cents, filings = s.filings + excluded.filings;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION filings_summary_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO filing_summaries AS s (domain_id, filing_year, status, filing_type, box, cents, filings)
  SELECT domain_id, filing_year, status, filing_type, box, sum(cents), sum(n)::int FROM (
    SELECT domain_id, filing_year, status, filing_type, '' AS box, total_cents AS cents, 1 AS n FROM new_rows
    UNION ALL
    SELECT f.domain_id, f.filing_year, f.status, f.filing_type, e.key, round((e.value)::text::numeric)::bigint, 1
      FROM new_rows f, jsonb_each(f.filing_data) e WHERE jsonb_typeof(e.value) = 'number'
    UNION ALL
    SELECT domain_id, filing_year, status, filing_type, '' AS box, -total_cents, -1 FROM old_rows
    UNION ALL
    SELECT f.domain_id, f.filing_year, f.status, f.filing_type, e.key, -round((e.value)::text::numeric)::bigint, -1
      FROM old_rows f, jsonb_each(f.filing_data) e WHERE jsonb_typeof(e.value) = 'number'
  ) changes GROUP BY 1, 2, 3, 4, 5
  HAVING sum(cents) <> 0 OR sum(n) <> 0
  ON CONFLICT (domain_id, filing_year, status, filing_type, box)
  DO UPDATE SET cents = s.cents + excluded.cents, filings = s.filings + excluded.filings;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER filings_summary_insert AFTER INSERT ON filings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION filings_summary_insert();
--> statement-breakpoint
CREATE TRIGGER filings_summary_delete AFTER DELETE ON filings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION filings_summary_delete();
--> statement-breakpoint
CREATE TRIGGER filings_summary_update AFTER UPDATE ON filings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION filings_summary_update();
--> statement-breakpoint
UPDATE filings SET payee_name = payees.display_name FROM payees WHERE payees.id = filings.payee_id;
--> statement-breakpoint
INSERT INTO filing_summaries (domain_id, filing_year, status, filing_type, box, cents, filings)
SELECT domain_id, filing_year, status, filing_type, box, sum(cents), sum(n)::int FROM (
  SELECT domain_id, filing_year, status, filing_type, '' AS box, total_cents AS cents, 1 AS n FROM filings
  UNION ALL
  SELECT f.domain_id, f.filing_year, f.status, f.filing_type, e.key, round((e.value)::text::numeric)::bigint, 1
    FROM filings f, jsonb_each(f.filing_data) e WHERE jsonb_typeof(e.value) = 'number'
) existing GROUP BY 1, 2, 3, 4, 5;
