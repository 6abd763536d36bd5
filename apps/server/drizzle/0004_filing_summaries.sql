-- Running totals for the drafts grid and the tab counts (see filings.table.ts, filingSummaries).
CREATE OR REPLACE FUNCTION filing_summaries_apply(f filings, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO filing_summaries AS s (domain_id, filing_year, status, filing_type, box, cents, filings)
  VALUES (f.domain_id, f.filing_year, f.status, f.filing_type, '', sign * f.total_cents, sign)
  ON CONFLICT (domain_id, filing_year, status, filing_type, box)
  DO UPDATE SET cents = s.cents + excluded.cents, filings = s.filings + excluded.filings;
  INSERT INTO filing_summaries AS s (domain_id, filing_year, status, filing_type, box, cents, filings)
  SELECT f.domain_id, f.filing_year, f.status, f.filing_type, e.key, sign * round((e.value)::text::numeric)::bigint, sign
    FROM jsonb_each(f.filing_data) AS e
   WHERE jsonb_typeof(e.value) = 'number'
  ON CONFLICT (domain_id, filing_year, status, filing_type, box)
  DO UPDATE SET cents = s.cents + excluded.cents, filings = s.filings + excluded.filings;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION filings_summary_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op IN ('UPDATE', 'DELETE') THEN
    PERFORM filing_summaries_apply(OLD, -1);
  END IF;
  IF tg_op IN ('INSERT', 'UPDATE') THEN
    PERFORM filing_summaries_apply(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER filings_summary
  AFTER INSERT OR DELETE OR UPDATE OF domain_id, filing_year, status, filing_type, filing_data, total_cents ON filings
  FOR EACH ROW EXECUTE FUNCTION filings_summary_trigger();
--> statement-breakpoint
UPDATE filings SET payee_name = payees.display_name FROM payees WHERE payees.id = filings.payee_id;
--> statement-breakpoint
INSERT INTO filing_summaries (domain_id, filing_year, status, filing_type, box, cents, filings)
SELECT domain_id, filing_year, status, filing_type, '', sum(total_cents), count(*) FROM filings GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO filing_summaries (domain_id, filing_year, status, filing_type, box, cents, filings)
SELECT f.domain_id, f.filing_year, f.status, f.filing_type, e.key, sum(round((e.value)::text::numeric)::bigint), count(*)
  FROM filings f, jsonb_each(f.filing_data) e
 WHERE jsonb_typeof(e.value) = 'number'
 GROUP BY 1, 2, 3, 4, 5;
