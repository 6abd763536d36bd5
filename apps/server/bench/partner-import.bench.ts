// The partner read at scale (issue 19, "Scale"): a QuickBooks company of 5,000 vendors and about
// 200,000 payment lines for the year, read through the fake with the product's client (paging, bill
// look-ups, pro-rata splits) and categorised by the summary rules. Target: 60 s; peak memory reported.
// Not included: writing the run and the import job's database work (see docs/integrations.md).
// BENCH_PARTNER_VENDORS and BENCH_PARTNER_BILLS (bills per vendor) make it smaller for a quick look.
import { startFake } from '@file1099/fakes/qbo';
import { summariseImport } from '@file1099/forms';
import { PartnerHttp } from '../src/features/integrations/partner-http.ts';
import { QboClient } from '../src/features/integrations/qbo.client.ts';

const VENDORS = Number(process.env.BENCH_PARTNER_VENDORS ?? 5_000);
const BILLS = Number(process.env.BENCH_PARTNER_BILLS ?? 20);
const YEAR = 2026;
const TARGET_SECONDS = 60;

let peakRss = 0;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const timer = setInterval(sample, 100);

const fake = await startFake({
  booksOptions: { vendors: VENDORS, billsPerVendor: BILLS, year: YEAR },
  accessTokenSeconds: 3600,
});
try {
  const client = new QboClient({
    endpoints: {
      authorize: `${fake.url}/connect/oauth2`,
      token: `${fake.url}/oauth2/v1/tokens/bearer`,
      revoke: `${fake.url}/v2/oauth2/tokens/revoke`,
      api: fake.url,
    },
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    http: new PartnerHttp({ partnerName: 'QuickBooks Online', sleep: async () => undefined }),
  });
  const authorise = await fetch(
    client.authorizeUrl({ state: 'bench', redirectUri: 'http://127.0.0.1:9/cb' }),
    {
      redirect: 'manual',
    },
  );
  const code = new URL(authorise.headers.get('location') ?? '').searchParams.get('code') ?? '';
  let tokens = await client.exchangeCode({ code, redirectUri: 'http://127.0.0.1:9/cb' });
  const books = client.books(fake.realmId, {
    accessToken: async () => tokens.accessToken,
    refreshAfterUnauthorized: async () => {
      tokens = await client.refresh(tokens.refreshToken);
      return tokens.accessToken;
    },
  });
  const start = performance.now();
  const vendors = await books.vendors();
  const lines = await books.paymentLines(YEAR);
  const summaries = summariseImport({
    taxYear: YEAR,
    vendors: vendors.map((v) => ({
      vendorId: v.vendorId,
      name: v.displayName,
      is1099Vendor: v.is1099Vendor,
    })),
    lines,
    mappings: { 'NEC.nonEmployeeComp': ['60', '61', '62'], 'MISC.rents': ['63', '64'] },
    include1099VendorsOnly: true,
  });
  const seconds = (performance.now() - start) / 1000;
  sample();
  const forms = summaries.flatMap((s) => s.forms).filter((f) => f.skipReason === null).length;
  process.stdout.write(
    `[partner-import] ${vendors.length} vendors, ${lines.length} lines, ${forms} forms: ${seconds.toFixed(1)} s ` +
      `(target ${TARGET_SECONDS} s, ${seconds <= TARGET_SECONDS ? 'met' : 'NOT MET'}); ` +
      `peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB\n`,
  );
} finally {
  clearInterval(timer);
  await fake.close();
}
