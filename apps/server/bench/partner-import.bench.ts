// The partner import at scale (issue 19, "Scale"): a QuickBooks company of 5,000 vendors and about
// 200,000 payment lines for the year, imported through the fake. Target: 60 s for the import; peak
// memory reported. The fake runs in a process of its own (the partner is another machine), so the
// product's memory is its own.
//   1. read: the product's client alone (paging, bill look-ups, pro-rata splits), then the summary's
//      categorisation (summariseImport), each timed.
//   2. import, as the user does it, on PostgreSQL (PGlite without PostgreSQL binaries): connect,
//      map accounts, createPartnerImport (read, categorise, write the run), then the import job
//      (payees, then MISC, then NEC drafts) until the run is Processed.
// BENCH_PARTNER_VENDORS and BENCH_PARTNER_BILLS (bills per vendor) make it smaller for a quick look.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { startFake } from '@file1099/fakes/qbo';
import { summariseImport } from '@file1099/forms';
import type { Database } from '../src/db/database.ts';
import { openPglite, openPostgres } from '../src/db/open-database.ts';
import { filings } from '../src/features/filings/filings.table.ts';
import { createImportJobHandler } from '../src/features/imports/imports.job.ts';
import { IMPORT_JOB_KIND } from '../src/features/imports/imports.service.ts';
import { PartnerHttp } from '../src/features/integrations/partner-http.ts';
import { QboClient } from '../src/features/integrations/qbo.client.ts';
import { createWorker } from '../src/features/jobs/jobs.worker.ts';
import { payees } from '../src/features/payees/payees.table.ts';
import { createCast, createTestApp, TEST_PASSWORD } from '../src/test/app-harness.ts';
import { createCapturingLogger } from '../src/test/logger.ts';
import { startThrowawayPostgres } from '../src/test/postgres-server.ts';

const VENDORS = Number(process.env.BENCH_PARTNER_VENDORS ?? 5_000);
const BILLS = Number(process.env.BENCH_PARTNER_BILLS ?? 20);
const YEAR = 2026;
const TARGET_SECONDS = 60;
const MAPPINGS = [
  { boxName: 'NEC.nonEmployeeComp', accountIds: '60,61,62' },
  { boxName: 'MISC.rents', accountIds: '63,64' },
];

interface FakeInfo {
  url: string;
  clientId: string;
  clientSecret: string;
  realmId: string;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** CPU seconds (user and system) of this process since `from`: steadier than wall time on a busy machine. */
const cpuSince = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return `${((used.user + used.system) / 1e6).toFixed(1)} s CPU`;
};

async function startFakeProcess(): Promise<{ info: FakeInfo; child: ChildProcess }> {
  const child = fork(fileURLToPath(import.meta.url), ['serve-fake'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const info = await new Promise<FakeInfo>((resolve, reject) => {
    child.once('message', (message) => resolve(message as FakeInfo));
    child.once('exit', (code) => reject(new Error(`the fake stopped (${code})`)));
  });
  return { info, child };
}

interface FakeUse {
  requests: number;
  maxRss: number;
  cpuSeconds: number;
}

/** What the fake has used so far ('usage'), or that and then it stops ('stop'). */
async function askFake(child: ChildProcess, what: 'usage' | 'stop'): Promise<FakeUse> {
  const answer = new Promise<FakeUse>((resolve) =>
    child.once('message', (message) => resolve(message as FakeUse)),
  );
  child.send(what);
  return answer;
}

/**
 * CPU seconds the PostgreSQL server listening on `port` has used (Linux /proc): its postmaster and
 * the backends under it, alive or ended. 0 where /proc cannot tell.
 */
function postgresCpuSeconds(port: string): number {
  const ticks = 100; // USER_HZ on Linux
  const stats: { pid: string; ppid: string; cpu: number; cmdline: string }[] = [];
  for (const pid of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = [11, 12, 13, 14].reduce((sum, at) => sum + Number(fields[at] ?? 0), 0);
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      stats.push({ pid, ppid: fields[1] ?? '', cpu, cmdline });
    } catch {
      // The process ended meanwhile.
    }
  }
  const postmaster = stats.find(
    (item) => item.cmdline.includes('postgres') && item.cmdline.includes(`-p ${port}`),
  );
  if (!postmaster) return 0;
  const tree = stats.filter((item) => item.pid === postmaster.pid || item.ppid === postmaster.pid);
  return tree.reduce((sum, item) => sum + item.cpu, 0) / ticks;
}

let peakRss = 0;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};

/** Phase 1: the client and the categorisation alone, timed apart. */
async function measureRead(fake: FakeInfo): Promise<void> {
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
  const redirectUri = 'http://127.0.0.1:9/cb';
  const authorise = await fetch(client.authorizeUrl({ state: 'bench', redirectUri }), { redirect: 'manual' });
  const code = new URL(authorise.headers.get('location') ?? '').searchParams.get('code') ?? '';
  let tokens = await client.exchangeCode({ code, redirectUri });
  const books = client.books(fake.realmId, {
    accessToken: async () => tokens.accessToken,
    refreshAfterUnauthorized: async () => {
      tokens = await client.refresh(tokens.refreshToken);
      return tokens.accessToken;
    },
  });
  const cpu = process.cpuUsage();
  const start = performance.now();
  const vendors = await books.vendors();
  const vendorsAt = performance.now();
  const lines = await books.paymentLines(YEAR);
  const linesAt = performance.now();
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
  const end = performance.now();
  sample();
  const forms = summaries.flatMap((s) => s.forms).filter((f) => f.skipReason === null).length;
  process.stdout.write(
    `[read] ${vendors.length} vendors, ${lines.length} lines, ${forms} forms: ${seconds(end - start)} ` +
      `(vendors ${seconds(vendorsAt - start)}, payments with their bills ${seconds(linesAt - vendorsAt)}, ` +
      `categorising ${seconds(end - linesAt)}; ${cpuSince(cpu)}); peak RSS so far ${mb(peakRss)}\n`,
  );
}

/** Phase 2: the import as the user runs it, through GraphQL and the import job. */
async function measureImport(
  fake: FakeInfo,
  kind: string,
  database: Database,
  databaseCpu: () => number,
  fakeCpu: () => Promise<number>,
): Promise<void> {
  const t = await createTestApp(database, {
    envOverrides: {
      INTEGRATIONS_QBO_CLIENTID: fake.clientId,
      INTEGRATIONS_QBO_CLIENTSECRET: fake.clientSecret,
      INTEGRATIONS_QBO_AUTHORIZEURL: `${fake.url}/connect/oauth2`,
      INTEGRATIONS_QBO_TOKENURL: `${fake.url}/oauth2/v1/tokens/bearer`,
      INTEGRATIONS_QBO_REVOKEURL: `${fake.url}/v2/oauth2/tokens/revoke`,
      INTEGRATIONS_QBO_APIBASEURL: fake.url,
    },
  });
  try {
    const cast = await createCast(database, 'bench-');
    const owner = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    const gql = async (query: string, variables?: Record<string, unknown>) => {
      const body = (await owner.graphql('/rs/graphql', query, variables)).body as {
        data?: Record<string, unknown> | null;
        errors?: { message: string }[];
      };
      if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
      return body.data ?? {};
    };
    // Connect as the popup does: the connect path, the partner's consent, its redirect back.
    const started = await owner.request({ url: '/access/connectToQuickBooks' });
    const consent = await fetch(String(started.headers.location), { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location') ?? '');
    await owner.request({ url: `${callback.pathname}${callback.search}` });
    const found = await gql('{ accountingIntegration(partner: QBO) { id } }');
    const integrationId = (found.accountingIntegration as { id: number }).id;
    await gql(`query($id: Int!) { chartOfAccounts(id: $id, refresh: true) { lastSyncTime } }`, {
      id: integrationId,
    });
    await gql(
      `mutation($m: [BoxMappingInput!]!) { updateBoxMappings(partner: QBO, boxMappings: $m) { boxName } }`,
      { m: MAPPINGS },
    );
    const worker = createWorker({
      db: database.db,
      log: createCapturingLogger().log,
      handlers: new Map([[IMPORT_JOB_KIND, createImportJobHandler(t.services)]]),
    });
    const cpu = process.cpuUsage();
    const databaseCpuBefore = databaseCpu();
    const fakeCpuBefore = await fakeCpu();
    const start = performance.now();
    const created = await gql(
      `mutation($id: Int!) { createPartnerImport(integrationId: $id, filingYear: ${YEAR}) { id } }`,
      { id: integrationId },
    );
    const runId = (created.createPartnerImport as { id: number }).id;
    const createdAt = performance.now();
    await gql(`mutation($r: Int!) { startImport(runId: $r) { status } }`, { r: runId });
    await worker.drain();
    const end = performance.now();
    sample();
    const fakeCpuUsed = (await fakeCpu()) - fakeCpuBefore;
    const run = (await gql(`query($r: Int!) { importRun(id: $r) { status } }`, { r: runId })).importRun as {
      status: string;
    };
    const domainId = cast.acme.domain.id;
    const payeeCount = (await database.db.select().from(payees).where(eq(payees.domainId, domainId))).length;
    const draftCount = (await database.db.select().from(filings).where(eq(filings.domainId, domainId)))
      .length;
    const total = (end - start) / 1000;
    process.stdout.write(
      `[import ${kind}] ${run.status}: ${payeeCount} payees, ${draftCount} drafts in ${total.toFixed(1)} s ` +
        `(target ${TARGET_SECONDS} s, ${total <= TARGET_SECONDS ? 'met' : 'NOT MET'}): ` +
        `createPartnerImport (read, categorise, write the run) ${seconds(createdAt - start)}, ` +
        `import job ${seconds(end - createdAt)}; ${cpuSince(cpu)} here, ` +
        `${(databaseCpu() - databaseCpuBefore).toFixed(1)} s CPU in the database server, ${fakeCpuUsed.toFixed(1)} s CPU in the fake); peak RSS ${mb(peakRss)}\n`,
    );
  } finally {
    await t.close();
  }
}

async function main(): Promise<void> {
  const timer = setInterval(sample, 100);
  const { info, child } = await startFakeProcess();
  try {
    const fakeCpu = async () => (await askFake(child, 'usage')).cpuSeconds;
    await measureRead(info);
    // Phase 1's lines are garbage now: collect them so phase 2's peak is its own.
    globalThis.gc?.();
    const server = await startThrowawayPostgres();
    if (server) {
      try {
        const database = await openPostgres(server.url);
        try {
          const port = new URL(server.url).port;
          await measureImport(info, 'postgres', database, () => postgresCpuSeconds(port), fakeCpu);
        } finally {
          await database.close();
        }
      } finally {
        server.stop();
      }
    } else {
      const database = await openPglite(undefined);
      try {
        await measureImport(info, 'pglite', database, () => 0, fakeCpu);
      } finally {
        await database.close();
      }
    }
  } finally {
    clearInterval(timer);
    const fakeUse = await askFake(child, 'stop');
    process.stdout.write(
      `[partner-import] product peak RSS ${mb(peakRss)}; the fake (own process): ${fakeUse.requests} requests, ` +
        `${fakeUse.cpuSeconds.toFixed(1)} s CPU, peak RSS ${mb(fakeUse.maxRss)}\n`,
    );
  }
}

if (process.argv[2] === 'serve-fake') {
  // The child: the fake with the bench's books, until the parent asks for its peak memory.
  const fake = await startFake({
    booksOptions: { vendors: VENDORS, billsPerVendor: BILLS, year: YEAR },
    accessTokenSeconds: 3600,
  });
  process.on('message', (message) => {
    if (message !== 'stop' && message !== 'usage') return;
    const usage = process.resourceUsage();
    process.send?.({
      requests: fake.requests.length,
      maxRss: usage.maxRSS * 1024,
      cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6,
    });
    if (message === 'stop') void fake.close().then(() => process.exit(0));
  });
  process.send?.({
    url: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    realmId: fake.realmId,
  } satisfies FakeInfo);
} else {
  await main();
}
