import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  createCast,
  createTestApp,
  TEST_PASSWORD,
  type Cast,
  type TestApp,
  type TestClient,
} from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { payees } from '../payees/payees.table.ts';
import { payers } from '../payers/payers.table.ts';
import { setFilingStatus } from './filings.service.ts';

const ADDRESS = {
  line1: '100 Main St',
  line2: 'Suite 4',
  city: 'Springfield',
  state: 'IL',
  country: 'USA',
  postalCode: '62701',
};
const PAYEE_FIELDS =
  'id displayName entityType tinType tin emailAddress address { line1 state country postalCode } tinMatchStatus';
const FILING_FIELDS =
  'id payeeId filingType filingYear filingData totalCents correctionType originalFilingId status errors { code path message } warnings { code message }';

describeEachDatabase('payer, payees and filings', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let acme: TestClient;
  let firm: TestClient;
  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database);
    acme = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    firm = await t.client().signInTo(cast.firm.user.email, TEST_PASSWORD, cast.firm.client.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const gql = (client: TestClient, query: string, variables?: Record<string, unknown>) =>
    client.graphql('/rs/graphql', query, variables);

  async function addPayee(client: TestClient, payee: Record<string, unknown>) {
    const result = await gql(
      client,
      `mutation($p: PayeeInput!) { addEditPayee(payee: $p) { ${PAYEE_FIELDS} } }`,
      { p: payee },
    );
    return result;
  }

  async function addFiling(client: TestClient, filing: Record<string, unknown>) {
    return gql(client, `mutation($f: FilingInput!) { addEditFiling(filing: $f) { ${FILING_FIELDS} } }`, {
      f: filing,
    });
  }

  it('creates the payer from the account and saves it with the TIN encrypted and masked', async () => {
    const first = await gql(acme, '{ payer { id payerType businessName tinType tin domainType } }');
    expect(first.body.data?.payer).toMatchObject({
      payerType: 'Business',
      businessName: 'Acme Supplies',
      tinType: 'EIN',
      tin: '',
      domainType: 'B',
    });
    const update =
      'mutation($a: AddressInput, $tin: String) { updatePayer(payerType: Business, businessName: "Acme Supplies LLC", tinType: EIN, tin: $tin, phoneNumber: "2175550100", emailAddress: "AP@Acme.test", address: $a, customAttributes: [{ key: "Vendor code", value: "A-1" }]) { businessName tin emailAddress address { country } customAttributes { key value } } }';
    const saved = await gql(acme, update, { a: ADDRESS, tin: '27-1234567' });
    expect(saved.body.data?.updatePayer).toEqual({
      businessName: 'Acme Supplies LLC',
      tin: '**-***4567',
      emailAddress: 'ap@acme.test',
      address: { country: 'US' },
      customAttributes: [{ key: 'Vendor code', value: 'A-1' }],
    });
    const [row] = await database.db.select().from(payers).where(eq(payers.domainId, cast.acme.domain.id));
    expect(row?.tinCiphertext).not.toContain('271234567');
    expect(JSON.stringify(row)).not.toContain('271234567');
    // The masked TIN sent back keeps the stored one.
    const kept = await gql(acme, update, { a: ADDRESS, tin: '**-***4567' });
    expect((kept.body.data?.updatePayer as { tin: string }).tin).toBe('**-***4567');
    const payerId = (first.body.data?.payer as { id: number }).id;
    const check = await gql(
      acme,
      'mutation($id: Int!) { validatePayer(payerId: $id, filingYear: 2025) { errors { code } warnings { code } } }',
      { id: payerId },
    );
    expect(check.body.data?.validatePayer).toEqual({ errors: [], warnings: [] });
  });

  it('refuses a payer with a bad TIN or long street lines, saying why, and saves nothing', async () => {
    const bad = await gql(
      acme,
      'mutation { updatePayer(payerType: Business, businessName: "X", tinType: EIN, tin: "12-34") { id } }',
    );
    expect(bad.body.errors?.[0]?.message).toBe('Please enter a valid FEIN');
    const long = await gql(
      acme,
      'mutation($a: AddressInput) { updatePayer(payerType: Business, businessName: "X", tinType: EIN, tin: "27-1234567", address: $a) { id } }',
      { a: { ...ADDRESS, line1: 'x'.repeat(30), line2: 'y'.repeat(11) } },
    );
    expect(long.body.errors?.[0]?.message).toBe(
      'Combined length of Street Name and Suite/Apt can not be more than 40 characters',
    );
    const still = await gql(acme, '{ payer { businessName } }');
    expect(still.body.data?.payer).toEqual({ businessName: 'Acme Supplies LLC' });
  });

  it('adds, finds, edits and lists payees with masked TINs', async () => {
    const person = await addPayee(acme, {
      entityType: 'Individual',
      firstName: 'Jane',
      lastName: 'Roe',
      tinType: 'SSN',
      tin: '521-12-3456',
      emailAddress: 'jane@roe.test',
      address: ADDRESS,
    });
    expect(person.body.data?.addEditPayee).toMatchObject({
      displayName: 'Jane Roe',
      tin: '***-**-3456',
      address: { country: 'US', state: 'IL' },
    });
    const business = await addPayee(acme, {
      entityType: 'Business',
      businessName: 'Beta Builders',
      tinType: 'EIN',
      tin: '27-7654321',
      address: ADDRESS,
    });
    expect(business.body.data?.addEditPayee).toMatchObject({
      displayName: 'Beta Builders',
      tin: '**-***4321',
    });
    const found = await gql(acme, '{ payeeByTin(tin: "521123456") { displayName } }');
    expect(found.body.data).toEqual({ payeeByTin: { displayName: 'Jane Roe' } });
    const page = await gql(
      acme,
      '{ payeesWithPageMetadata(pageSize: 1, pageNumber: 0) { payees { displayName } pageMetadata { hasPreviousPage hasNextPage currentPage totalPages totalCount } } payeeCount }',
    );
    expect(page.body.data).toEqual({
      payeesWithPageMetadata: {
        payees: [{ displayName: 'Beta Builders' }],
        pageMetadata: {
          hasPreviousPage: false,
          hasNextPage: true,
          currentPage: 0,
          totalPages: 2,
          totalCount: 2,
        },
      },
      payeeCount: 2,
    });
    const id = (person.body.data?.addEditPayee as { id: number }).id;
    const edited = await addPayee(acme, {
      id,
      entityType: 'Individual',
      firstName: 'Jane',
      lastName: 'Roe-Smith',
      tinType: 'SSN',
      tin: '***-**-3456',
      address: ADDRESS,
    });
    expect(edited.body.data?.addEditPayee).toMatchObject({
      displayName: 'Jane Roe-Smith',
      tin: '***-**-3456',
    });
    const [row] = await database.db.select().from(payees).where(eq(payees.id, id));
    expect(row?.tinLast4).toBe('3456');
  });

  it('never matches a placeholder TIN and refuses invalid payees with the spec messages', async () => {
    await addPayee(acme, {
      entityType: 'Business',
      businessName: 'Zero Co',
      tinType: 'EIN',
      tin: '00-0000000',
      address: ADDRESS,
    });
    expect((await gql(acme, '{ payeeByTin(tin: "000000000") { id } }')).body.data).toEqual({
      payeeByTin: null,
    });
    expect(
      (
        await addPayee(acme, {
          entityType: 'Individual',
          firstName: 'A',
          lastName: 'B',
          tinType: 'SSN',
          tin: '12345',
        })
      ).body.errors?.[0]?.message,
    ).toBe('Please enter a valid SSN/ATIN/ITIN');
    expect(
      (await addPayee(acme, { entityType: 'Business', businessName: '', tinType: 'EIN', tin: '27-1111111' }))
        .body.errors?.[0]?.message,
    ).toBe('Business name is required');
    expect(
      (
        await addPayee(acme, {
          entityType: 'Business',
          businessName: 'E',
          tinType: 'NA',
          tin: '1234',
          emailAddress: 'not-an-email',
        })
      ).body.errors?.[0]?.message,
    ).toBe('Please enter a valid 9 digit TIN');
    const light = await gql(
      acme,
      'mutation { addEditPayeeLight(displayName: "Quick Vendor", emailAddress: "q@v.test") { displayName emailAddress tin } }',
    );
    expect(light.body.data?.addEditPayeeLight).toEqual({
      displayName: 'Quick Vendor',
      emailAddress: 'q@v.test',
      tin: '',
    });
    expect(
      (await gql(acme, 'mutation { addEditPayeeLight(displayName: " ", emailAddress: "x") { id } }')).body
        .errors?.[0]?.message,
    ).toBe('Name is required');
  });

  it('saves filings of every form from the catalogue, with totals and counts for the drafts grid', async () => {
    const payee = await addPayee(acme, {
      entityType: 'Business',
      businessName: 'Gamma Services',
      tinType: 'EIN',
      tin: '27-2222222',
      address: ADDRESS,
      emailAddress: 'g@gamma.test',
    });
    const payeeId = (payee.body.data?.addEditPayee as { id: number }).id;
    const cases = [
      { filingType: 'Type_1099_NEC', filingData: { nonEmployeeComp: 250_000, federalTaxWithheld: 10_000 } },
      { filingType: 'Type_1099_MISC', filingData: { rents: 120_000, royalties: 5_000 } },
      { filingType: 'Type_1099_INT', filingData: { interestIncome: 4_321 } },
      { filingType: 'Type_1099_OID', filingData: { oid: 99_900, description: '912810RZ3' } },
      {
        filingType: 'Type_1099_S',
        filingData: {
          grossProceeds: 45_000_000,
          dateOfClosing: '2025-06-30',
          address: '12 Elm St, Austin, TX',
        },
      },
    ];
    for (const filing of cases) {
      const saved = await addFiling(acme, { payeeId, filingYear: 2025, ...filing });
      expect(saved.body.errors, filing.filingType).toBeUndefined();
      expect(saved.body.data?.addEditFiling).toMatchObject({
        filingType: filing.filingType,
        status: 'Draft',
        correctionType: 'Original',
        errors: [],
      });
    }
    const grid = await gql(
      acme,
      '{ filingsWithPageMetadata(pageSize: 500, filingStatuses: [Draft], filingYears: [2025]) { filings { filingType totalCents } pageMetadata { totalCount } totals { count totalCents boxTotalsCents } } filingCounts(filingYear: 2025) { draft processing accepted } }',
    );
    const data = grid.body.data as {
      filingsWithPageMetadata: { totals: { count: number; boxTotalsCents: Record<string, number> } };
      filingCounts: unknown;
    };
    expect(data.filingsWithPageMetadata.totals.count).toBe(5);
    expect(data.filingsWithPageMetadata.totals.boxTotalsCents).toMatchObject({
      nonEmployeeComp: 250_000,
      federalTaxWithheld: 10_000,
      rents: 120_000,
      royalties: 5_000,
      interestIncome: 4_321,
      oid: 99_900,
      grossProceeds: 45_000_000,
    });
    expect(data.filingCounts).toEqual({ draft: 5, processing: 0, accepted: 0 });
    const nec = await gql(
      acme,
      `query($p: Int!) { filingByPayeeFormTypeFilingYear(payeeId: $p, formType: Type_1099_NEC, filingYear: 2025) { filingData totalCents } }`,
      { p: payeeId },
    );
    expect(nec.body.data?.filingByPayeeFormTypeFilingYear).toEqual({
      filingData: { nonEmployeeComp: 250_000, federalTaxWithheld: 10_000 },
      totalCents: 250_000,
    });
  });

  it('refuses bad box data with the form package messages, saving nothing', async () => {
    const payee = await addPayee(acme, {
      entityType: 'Business',
      businessName: 'Delta',
      tinType: 'EIN',
      tin: '27-3333333',
      address: ADDRESS,
    });
    const payeeId = (payee.body.data?.addEditPayee as { id: number }).id;
    expect(
      (await addFiling(acme, { payeeId, filingType: 'Type_1099_NEC', filingYear: 2025, filingData: {} })).body
        .errors?.[0]?.message,
    ).toBe('At least one box amount is required');
    expect(
      (
        await addFiling(acme, {
          payeeId,
          filingType: 'Type_1099_NEC',
          filingYear: 2025,
          filingData: { nonEmployeeComp: 10.555 },
        })
      ).body.errors?.[0]?.message,
    ).toContain('enter an amount of 0.00 or more');
    expect(
      (
        await addFiling(acme, {
          payeeId,
          filingType: 'Type_1099_NEC',
          filingYear: 2025,
          filingData: { nonEmployeeComp: 'lots' },
        })
      ).body.errors?.[0]?.message,
    ).toContain('enter an amount');
    expect(
      (
        await addFiling(acme, {
          payeeId,
          filingType: 'Type_1099_NEC',
          filingYear: 2019,
          filingData: { nonEmployeeComp: 100 },
        })
      ).body.errors?.[0]?.message,
    ).toBe('1099-NEC is not available for tax year 2019');
    expect(
      (await addFiling(acme, { payeeId, filingType: 'Type_1099_K', filingYear: 2025, filingData: { x: 1 } }))
        .body.errors?.[0]?.message,
      // A form outside the catalogue is refused by the schema (FormType), before the resolver.
    ).toMatch(/^Variable "\$f" got an invalid value at "f\.filingType": .*"FormType" enum/);
    expect(
      (await addFiling(acme, { payeeId, filingType: 'Type_1099_NEC', filingYear: 2025, filingData: [1, 2] }))
        .body.errors?.[0]?.message,
    ).toBe('The box data must be an object of box names and values');
    const none = await gql(
      acme,
      `query($p: Int!) { filingByPayeeFormTypeFilingYear(payeeId: $p, formType: Type_1099_NEC, filingYear: 2025) { id } }`,
      { p: payeeId },
    );
    expect(none.body.data).toEqual({ filingByPayeeFormTypeFilingYear: null });
    // Fields the form lacks that year are dropped; a second original for the same payee, form and year is refused.
    const saved = await addFiling(acme, {
      payeeId,
      filingType: 'Type_1099_MISC',
      filingYear: 2025,
      filingData: { rents: 70_000, goldenParachutePayment: 5 },
    });
    expect((saved.body.data?.addEditFiling as { filingData: unknown }).filingData).toEqual({ rents: 70_000 });
    expect(
      (
        await addFiling(acme, {
          payeeId,
          filingType: 'Type_1099_MISC',
          filingYear: 2025,
          filingData: { rents: 1 },
        })
      ).body.errors?.[0]?.message,
    ).toBe('A 1099-MISC for Delta for 2025 already exists. Edit that filing instead.');
  });

  it('uses the 2026 threshold: a $1,500 NEC warns that it may not need filing', async () => {
    const payee = await addPayee(acme, {
      entityType: 'Business',
      businessName: 'Epsilon',
      tinType: 'EIN',
      tin: '27-4444444',
      address: ADDRESS,
    });
    const payeeId = (payee.body.data?.addEditPayee as { id: number }).id;
    const y2026 = await addFiling(acme, {
      payeeId,
      filingType: 'Type_1099_NEC',
      filingYear: 2026,
      filingData: { nonEmployeeComp: 150_000 },
    });
    expect(
      (y2026.body.data?.addEditFiling as { warnings: { code: string }[] }).warnings.map((w) => w.code),
    ).toContain('BELOW_THRESHOLD');
    const y2025 = await addFiling(acme, {
      payeeId,
      filingType: 'Type_1099_NEC',
      filingYear: 2025,
      filingData: { nonEmployeeComp: 150_000 },
    });
    expect(
      (y2025.body.data?.addEditFiling as { warnings: { code: string }[] }).warnings.map((w) => w.code),
    ).not.toContain('BELOW_THRESHOLD');
  });

  it('keeps payee problems on the draft and validates before submission', async () => {
    const light = await gql(acme, 'mutation { addEditPayeeLight(displayName: "No TIN Yet") { id } }');
    const payeeId = (light.body.data?.addEditPayeeLight as { id: number }).id;
    const saved = await addFiling(acme, {
      payeeId,
      filingType: 'Type_1099_NEC',
      filingYear: 2025,
      filingData: { nonEmployeeComp: 100_000 },
    });
    const filing = saved.body.data?.addEditFiling as { id: number; errors: { path: string }[] };
    expect(filing.errors.map((e) => e.path)).toContain('payee.tin');
    const validation = await gql(
      acme,
      'mutation($ids: [Int!]!) { validateFilings(filingIds: $ids, ignoreWarnings: false) { id errors { path } } }',
      { ids: [filing.id] },
    );
    expect(
      (validation.body.data?.validateFilings as { errors: unknown[] }[])[0]?.errors.length,
    ).toBeGreaterThan(0);
    // Fixing the payee re-checks its drafts.
    await addPayee(acme, {
      id: payeeId,
      entityType: 'Business',
      businessName: 'No TIN Yet',
      tinType: 'EIN',
      tin: '27-5555555',
      address: ADDRESS,
    });
    const again = await gql(acme, 'query($id: Int!) { filing(id: $id) { errors { path } } }', {
      id: filing.id,
    });
    expect(again.body.data?.filing).toEqual({ errors: [] });
  });

  it("checks the payee's middle name and DBA on its drafts too (a payee stored before the IRS text rules)", async () => {
    const payee = await addPayee(acme, {
      entityType: 'Individual',
      firstName: 'Ana',
      middleName: 'Lucia',
      lastName: 'Reyes',
      tinType: 'SSN',
      tin: '412-55-0101',
      address: ADDRESS,
    });
    const payeeId = (payee.body.data?.addEditPayee as { id: number }).id;
    const saved = await addFiling(acme, {
      payeeId,
      filingType: 'Type_1099_NEC',
      filingYear: 2025,
      filingData: { nonEmployeeComp: 250_000 },
    });
    const filing = saved.body.data?.addEditFiling as { id: number; errors: unknown[] };
    expect(filing.errors).toEqual([]);
    await database.db
      .update(payees)
      .set({ middleName: 'Λουκία', dba: '中文商店' })
      .where(eq(payees.id, payeeId));
    const validation = await gql(
      acme,
      'mutation($ids: [Int!]!) { validateFilings(filingIds: $ids, ignoreWarnings: false) { id errors { path } } }',
      { ids: [filing.id] },
    );
    const paths = (validation.body.data?.validateFilings as { errors: { path: string }[] }[])[0]?.errors.map(
      (error) => error.path,
    );
    expect(paths).toEqual(expect.arrayContaining(['payee.middleName', 'payee.dba']));
  });

  it('deletes drafts only, moves rejected filings back to Draft, and corrects accepted filings in one or two steps', async () => {
    const payee = await addPayee(acme, {
      entityType: 'Business',
      businessName: 'Zeta',
      tinType: 'EIN',
      tin: '27-6666666',
      address: ADDRESS,
    });
    const payeeId = (payee.body.data?.addEditPayee as { id: number }).id;
    const nec = (
      await addFiling(acme, {
        payeeId,
        filingType: 'Type_1099_NEC',
        filingYear: 2024,
        filingData: { nonEmployeeComp: 300_000 },
      })
    ).body.data?.addEditFiling as { id: number };
    const misc = (
      await addFiling(acme, {
        payeeId,
        filingType: 'Type_1099_MISC',
        filingYear: 2024,
        filingData: { rents: 90_000 },
      })
    ).body.data?.addEditFiling as { id: number };
    await setFilingStatus(database.db, [nec.id], 'Accepted', 'Accepted by the IRS');
    expect(
      (
        await gql(acme, 'mutation($ids: [Int!]!) { deleteFilings(filingIds: $ids) }', {
          ids: [nec.id, misc.id],
        })
      ).body.errors?.[0]?.message,
    ).toBe('Only draft filings can be deleted.');
    expect(
      (await gql(acme, 'query($id: Int!) { filing(id: $id) { id } }', { id: misc.id })).body.data?.filing,
    ).toEqual({ id: misc.id });
    expect(
      (
        await addFiling(acme, {
          id: nec.id,
          payeeId,
          filingType: 'Type_1099_NEC',
          filingYear: 2024,
          filingData: { nonEmployeeComp: 1 },
        })
      ).body.errors?.[0]?.message,
    ).toBe(
      'Only draft filings can be changed. Create a correction to change a filing that was already sent.',
    );

    // A kind outside OneStep and TwoStep is refused by the schema; it made a one-step correction once.
    const unknownKind = await gql(
      acme,
      'mutation($id: Int!) { createCorrection(filingId: $id, kind: "ThreeStep") { id } }',
      { id: nec.id },
    );
    expect(unknownKind.body.data ?? undefined).toBeUndefined();
    expect(unknownKind.body.errors?.[0]?.message).toMatch(/CorrectionKind/);
    const unknownKindVariable = await gql(
      acme,
      'mutation($id: Int!, $kind: CorrectionKind!) { createCorrection(filingId: $id, kind: $kind) { id } }',
      { id: nec.id, kind: 'ThreeStep' },
    );
    expect(unknownKindVariable.body.errors?.[0]?.message).toMatch(/^Variable "\$kind" got an invalid value/);

    const one = await gql(
      acme,
      `mutation($id: Int!) { createCorrection(filingId: $id, kind: OneStep) { ${FILING_FIELDS} } }`,
      { id: nec.id },
    );
    expect(one.body.data?.createCorrection).toMatchObject([
      {
        correctionType: 'First',
        originalFilingId: nec.id,
        status: 'Draft',
        filingData: { nonEmployeeComp: 300_000 },
      },
    ]);
    expect(
      (
        await gql(acme, 'mutation($id: Int!) { createCorrection(filingId: $id, kind: TwoStep) { id } }', {
          id: nec.id,
        })
      ).body.errors?.[0]?.message,
    ).toBe('A correction of this filing is already in Drafts.');
    const firstId = (one.body.data?.createCorrection as { id: number }[])[0]?.id ?? 0;
    await gql(acme, 'mutation($ids: [Int!]!) { deleteFilings(filingIds: $ids) }', { ids: [firstId] });
    const two = await gql(
      acme,
      `mutation($id: Int!) { createCorrection(filingId: $id, kind: TwoStep) { ${FILING_FIELDS} } }`,
      { id: nec.id },
    );
    expect(two.body.data?.createCorrection).toMatchObject([
      { correctionType: 'First', filingData: { nonEmployeeComp: 0 }, totalCents: 0 },
      { correctionType: 'Second', filingData: { nonEmployeeComp: 300_000 } },
    ]);
    expect(
      (
        await gql(acme, 'mutation($id: Int!) { createCorrection(filingId: $id, kind: OneStep) { id } }', {
          id: misc.id,
        })
      ).body.errors?.[0]?.message,
    ).toBe('Only a filing filed with the IRS or accepted by it can be corrected.');

    await setFilingStatus(database.db, [misc.id], 'Agency_Rejected', 'Rejected');
    expect(
      (await gql(acme, 'mutation($ids: [Int!]!) { moveFilingsToDraft(filingIds: $ids) }', { ids: [misc.id] }))
        .body.data,
    ).toEqual({ moveFilingsToDraft: 1 });
    expect(
      (await gql(acme, 'mutation($ids: [Int!]!) { moveFilingsToDraft(filingIds: $ids) }', { ids: [nec.id] }))
        .body.errors?.[0]?.message,
    ).toBe('Only rejected filings can be moved back to Draft.');
    const counts = await gql(acme, '{ filingCounts(filingYear: 2024) { draft processing accepted } }');
    expect(counts.body.data?.filingCounts).toEqual({ draft: 3, processing: 0, accepted: 1 });
  });

  it('refuses to delete a payee whose filings were submitted, and deletes one with drafts only', async () => {
    const keep = await addPayee(acme, {
      entityType: 'Business',
      businessName: 'Eta',
      tinType: 'EIN',
      tin: '27-7777777',
      address: ADDRESS,
    });
    const keepId = (keep.body.data?.addEditPayee as { id: number }).id;
    const filing = (
      await addFiling(acme, {
        payeeId: keepId,
        filingType: 'Type_1099_NEC',
        filingYear: 2025,
        filingData: { nonEmployeeComp: 100_000 },
      })
    ).body.data?.addEditFiling as { id: number };
    await setFilingStatus(database.db, [filing.id], 'Submitted', 'Submitted');
    expect(
      (await gql(acme, 'mutation($id: Int!) { deletePayee(id: $id) }', { id: keepId })).body.errors?.[0]
        ?.message,
    ).toBe('Eta has filings that were already submitted, so the payee cannot be deleted.');
    const gone = await addPayee(acme, {
      entityType: 'Business',
      businessName: 'Theta',
      tinType: 'EIN',
      tin: '27-8888888',
      address: ADDRESS,
    });
    const goneId = (gone.body.data?.addEditPayee as { id: number }).id;
    await addFiling(acme, {
      payeeId: goneId,
      filingType: 'Type_1099_NEC',
      filingYear: 2025,
      filingData: { nonEmployeeComp: 100_000 },
    });
    expect(
      (await gql(acme, 'mutation($ids: [Int!]!) { deletePayees(ids: $ids) }', { ids: [goneId] })).body.data,
    ).toEqual({ deletePayees: true });
    expect((await gql(acme, 'query($id: Int!) { payee(id: $id) { id } }', { id: goneId })).body.data).toEqual(
      { payee: null },
    );
  });

  it("lets an accountant work inside a client, with the client's own payer", async () => {
    const payer = await gql(firm, '{ payer { businessName domainId } }');
    expect(payer.body.data?.payer).toEqual({ businessName: 'Client Bakery', domainId: cast.firm.client.id });
    const payee = await addPayee(firm, {
      entityType: 'Individual',
      firstName: 'Baker',
      lastName: 'Jones',
      tinType: 'SSN',
      tin: '521-99-1234',
      address: ADDRESS,
    });
    expect(payee.body.errors).toBeUndefined();
    expect((await gql(acme, '{ payeeByTin(tin: "521991234") { id } }')).body.data).toEqual({
      payeeByTin: null,
    });
  });

  it('keeps the running totals equal to the filings after every change above', async () => {
    const fresh = await database.db.execute(sql`
      select domain_id, filing_year, status, filing_type, box, sum(cents)::bigint as cents, sum(n)::int as filings from (
        select domain_id, filing_year, status, filing_type, '' as box, total_cents as cents, 1 as n from filings
        union all
        select f.domain_id, f.filing_year, f.status, f.filing_type, e.key, (e.value)::text::bigint, 1 from filings f, jsonb_each(f.filing_data) e where jsonb_typeof(e.value) = 'number'
      ) x group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
    const kept = await database.db.execute(sql`
      select domain_id, filing_year, status, filing_type, box, cents::bigint as cents, filings from filing_summaries where filings <> 0 or cents <> 0 order by 1, 2, 3, 4, 5`);
    const rows = (result: unknown) =>
      (result as { rows: Record<string, unknown>[] }).rows.map((row) =>
        JSON.stringify(Object.values(row).map(String)),
      );
    expect(rows(kept)).toEqual(rows(fresh));
    expect(rows(fresh).length).toBeGreaterThan(10);
  });
});
