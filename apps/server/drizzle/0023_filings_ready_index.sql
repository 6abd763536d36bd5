-- Generate (transmissions/agency-generate.ts) reads the filings ready for a transmission in pages by
-- (tax year, account, form, id): this partial index holds only those, in that order, so each page
-- is a short index walk instead of a sort of every ready filing.
CREATE INDEX "filings_ready_idx" ON "filings" USING btree ("filing_year","domain_id","filing_type","id") WHERE status in ('Received', 'Queued', 'WaitingOnTINMatch');
