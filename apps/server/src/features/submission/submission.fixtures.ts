import type { Database } from '../../db/database.ts';
import { createAccount } from '../accounts/accounts.service.ts';
import type { DomainRow } from '../accounts/accounts.table.ts';
import { filings, filingStatusHistory, type FilingRow } from '../filings/filings.table.ts';
import { savePayee } from '../payees/payees.service.ts';
import { payees, type PayeeRow } from '../payees/payees.table.ts';
import { createUser } from '../users/users.service.ts';
import type { UserRow } from '../users/users.table.ts';
import type { TinVault } from '../../lib/tin-vault.ts';

/** What the submission tests and the benchmark order per filing. */
export interface FilingServices {
  fed?: boolean;
  state?: 'CFSF' | 'EFile' | null;
  print?: boolean;
  email?: boolean;
  tinMatch?: boolean;
}

export interface BillingFixture {
  user: UserRow;
  domain: DomainRow;
  payees: PayeeRow[];
}

/**
 * An account with a confirmed owner and `payeeCount` payees: copies of one saved payee (for speed),
 * each with its own EIN.
 */
export async function createBillingFixture(
  database: Database,
  vault: TinVault,
  options: { email: string; domainType?: 'A' | 'B'; payeeCount?: number; confirmed?: boolean },
): Promise<BillingFixture> {
  const user = await createUser(database.db, {
    email: options.email,
    password: 'correct horse battery staple',
    firstName: 'Pat',
    lastName: 'Payer',
    isEmailConfirmed: options.confirmed ?? true,
  });
  const domain = await createAccount(database.db, {
    userId: user.id,
    name: `Account of ${options.email}`,
    domainType: options.domainType ?? 'B',
  });
  const first = await savePayee(database.db, vault, domain.id, {
    entityType: 'Business',
    businessName: 'Vendor 1',
    tinType: 'EIN',
    tin: '27-1234567',
    emailAddress: 'vendor1@example.test',
    address: { line1: '1 Main St', city: 'Springfield', state: 'CA', postalCode: '90001' },
  });
  const rows: PayeeRow[] = [first];
  const count = options.payeeCount ?? 1;
  const { id: _id, createdAt: _c, updatedAt: _u, ...template } = first;
  for (let start = 2; start <= count; start += 1_000) {
    const values = [];
    for (let n = start; n < Math.min(start + 1_000, count + 1); n += 1)
      values.push({
        ...template,
        // Each its own EIN, as the IRS needs (a TIN twice in a submission needs account numbers).
        ...vault.seal(`27-${1_234_566 + n}`),
        businessName: `Vendor ${n}`,
        displayName: `Vendor ${n}`,
      });
    rows.push(...(await database.db.insert(payees).values(values).returning()));
  }
  return { user, domain, payees: rows };
}

/** Draft NEC filings (one per payee) with the services asked for, written in batches. */
export async function createDraftFilings(
  database: Database,
  domainId: number,
  payeeRows: readonly PayeeRow[],
  services: FilingServices,
  filingYear = 2025,
): Promise<FilingRow[]> {
  const created: FilingRow[] = [];
  for (let start = 0; start < payeeRows.length; start += 1_000) {
    const values = payeeRows.slice(start, start + 1_000).map((payee) => ({
      domainId,
      payeeId: payee.id,
      payeeName: payee.displayName,
      filingYear,
      filingType: 'Type_1099_NEC',
      filingData: { nonEmployeeComp: 250_000 },
      totalCents: 250_000,
      fedSub: { selected: services.fed ?? true, isPaid: false, uniqueRecordId: null },
      stateSub: {
        selected: Boolean(services.state),
        isPaid: false,
        filingMethod: services.state ?? null,
        stateCode: services.state ? 'CA' : null,
        uniqueRecordId: null,
      },
      printSub: { selected: services.print ?? false, isPaid: false, printCopyTrackingId: null },
      emailSub: { selected: services.email ?? false, isPaid: false, emailTrackingId: null },
      tinMatchSub: { selected: services.tinMatch ?? false, isPaid: false },
    }));
    const rows = await database.db.insert(filings).values(values).returning();
    await database.db
      .insert(filingStatusHistory)
      .values(rows.map((row) => ({ filingId: row.id, status: 'Draft', statusChangeDesc: 'Created' })));
    created.push(...rows);
  }
  return created;
}
