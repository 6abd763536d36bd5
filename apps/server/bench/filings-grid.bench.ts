// Drafts grid at scale (issue: payer, payees and filings). An account with 100,000 payees and 100,000
// filings; the first page of 500 drafts with its totals, plus the tab counts, asked at the GraphQL
// endpoint as the web app asks them. Median and p95 over 30 requests, on PGlite and on PostgreSQL.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { createCast, createTestApp, TEST_PASSWORD } from '../src/test/app-harness.ts';
import { measureOnEachDatabase } from './each-database.ts';

const PAYEES = Number(process.env.BENCH_PAYEES ?? 100_000);
const FILINGS = Number(process.env.BENCH_FILINGS ?? 100_000);
const RUNS = 30;
const QUERY = `query($y: Int!) {
  filingsWithPageMetadata(pageSize: 500, pageNumber: 0, filingStatuses: [Draft], filingYears: [$y]) {
    filings { id payeeId filingType filingData totalCents errors { message } payee { displayName tin address { line1 city state postalCode } } }
    pageMetadata { totalCount totalPages }
    totals { count totalCents boxTotalsCents }
  }
  filingCounts(filingYear: $y) { draft processing accepted }
}`;

async function seed(database: Database, domainId: number): Promise<void> {
  await database.db.execute(sql`
    insert into payees (domain_id, entity_type, business_name, display_name, tin_type, tin_last4, line1, city, state, postal_code)
    select ${domainId}, 'Business', 'Vendor ' || lpad(i::text, 6, '0'), 'Vendor ' || lpad(i::text, 6, '0'), 'EIN', lpad((i % 10000)::text, 4, '0'), i || ' Main St', 'Springfield', 'IL', '62701'
      from generate_series(1, ${PAYEES}) as i`);
  await database.db.execute(sql`
    insert into filings (domain_id, payee_id, payee_name, filing_year, filing_type, filing_data, total_cents, status)
    select ${domainId}, p.id, p.display_name, 2025,
           case when p.n % 3 = 0 then 'Type_1099_MISC' else 'Type_1099_NEC' end,
           case when p.n % 3 = 0 then jsonb_build_object('rents', (p.n * 7919) % 5000000, 'royalties', (p.n * 31) % 100000)
                else jsonb_build_object('nonEmployeeComp', (p.n * 7919) % 5000000 + 60000, 'federalTaxWithheld', (p.n * 13) % 10000) end,
           case when p.n % 3 = 0 then (p.n * 7919) % 5000000 + (p.n * 31) % 100000 else (p.n * 7919) % 5000000 + 60000 end,
           case when p.n % 10 = 0 then 'Accepted' when p.n % 10 = 1 then 'Submitted' else 'Draft' end
      from (select id, display_name, row_number() over (order by id) as n from payees where domain_id = ${domainId}) p
     where p.n <= ${FILINGS}`);
  await database.db.execute(sql`analyze`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

async function measure(name: string, database: Database): Promise<void> {
  const t = await createTestApp(database);
  const cast = await createCast(database, `${name}-`);
  const started = Date.now();
  await seed(database, cast.acme.domain.id);
  process.stdout.write(
    `[${name}] seeded ${PAYEES} payees and ${FILINGS} filings in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  const client = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
  const times: number[] = [];
  let drafts = 0;
  for (let i = 0; i < RUNS + 3; i += 1) {
    const start = performance.now();
    const result = await client.graphql('/rs/graphql', QUERY, { y: 2025 });
    const elapsed = performance.now() - start;
    if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
    drafts = (result.body.data?.filingsWithPageMetadata as { pageMetadata: { totalCount: number } })
      .pageMetadata.totalCount;
    if (i >= 3) times.push(elapsed); // the first requests warm caches and the schema
  }
  times.sort((a, b) => a - b);
  const rss = Math.round(process.memoryUsage().rss / 1024 / 1024);
  process.stdout.write(
    `[${name}] first page of 500 of ${drafts} drafts with totals and counts: median ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms (rss ${rss} MB)\n`,
  );
  await t.close();
}

await measureOnEachDatabase(measure);
