import { afterAll, beforeAll, expect, it } from 'vitest';
import { TIN_MESSAGES } from '@file1099/forms';
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
import type { TinVault } from '../../lib/tin-vault.ts';
import { saveFiling } from '../filings/filings.service.ts';
import { findPayee, savePayee, savePayeeAndRecheck } from './payees.service.ts';

describeEachDatabase('payee dialog rules on the server', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let acme: TestClient;
  let globex: TestClient;
  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database);
    acme = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    globex = await t.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const save = (client: TestClient, payee: Record<string, unknown>) =>
    client.graphql('/rs/graphql', 'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id tin } }', {
      p: payee,
    });
  const byTin = (client: TestClient, tin: string, excludeId?: number) =>
    client.graphql(
      '/rs/graphql',
      'query($tin: String!, $x: Int) { payeeByTin(tin: $tin, excludeId: $x) { id displayName tin } }',
      { tin, x: excludeId ?? null },
    );
  const business = { entityType: 'Business', businessName: 'Bolt Supply Inc', tinType: 'EIN' } as const;

  it('finds another payee with the same TIN, masked, leaving out the payee edited', async () => {
    const first = await save(acme, { ...business, tin: '98-7654321' });
    const id = (first.body.data?.addEditPayee as { id: number }).id;
    const found = await byTin(acme, '987654321');
    expect(found.body.data).toEqual({
      payeeByTin: { id, displayName: 'Bolt Supply Inc', tin: '**-***4321' },
    });
    expect(JSON.stringify(found.body)).not.toContain('7654321');
    expect((await byTin(acme, '98-7654321', id)).body.data).toEqual({ payeeByTin: null });
    // Another account's payee is never found.
    expect((await byTin(globex, '987654321')).body.data).toEqual({ payeeByTin: null });
  });

  it('refuses TINs the IRS never issues, keeps placeholders, and says Required under empty fields', async () => {
    const refused = async (payee: Record<string, unknown>) => {
      const result = await save(acme, payee);
      const error = result.body.errors?.[0] as
        { message: string; extensions?: { fieldMessages?: Record<string, string> } } | undefined;
      return { message: error?.message, fields: error?.extensions?.fieldMessages };
    };
    const person = { entityType: 'Individual', firstName: 'Jo', lastName: 'Doe', tinType: 'SSN' } as const;
    expect(await refused({ ...person, tin: '666-12-3456' })).toEqual({
      message: TIN_MESSAGES.ssnNeverIssued,
      fields: { tin: TIN_MESSAGES.ssnNeverIssued },
    });
    expect((await refused({ ...person, tin: '912-70-1234' })).message).toBe(TIN_MESSAGES.ssnStartsWith9);
    expect((await refused({ ...business, tin: '07-1234567' })).message).toBe(TIN_MESSAGES.einPrefix('07'));
    expect((await refused({ ...person, tinType: 'ITIN', tin: '912-93-1234' })).message).toBe(
      TIN_MESSAGES.itinRange,
    );
    expect(await refused({ ...business, businessName: ' ', tin: '' })).toEqual({
      message: 'TIN is required',
      fields: { businessName: 'Required', tin: 'Required' },
    });
    const placeholder = await save(acme, { ...person, tin: '000-00-0000' });
    expect(placeholder.body.errors).toBeUndefined();
  });

  it('saves a payee and re-checks its drafts in one transaction: a failed re-check saves nothing', async () => {
    const vault = t.services.tinVault;
    const domainId = cast.acme.domain.id;
    const payee = await savePayee(database.db, vault, domainId, { ...business, tin: '27-5551234' });
    await saveFiling(database.db, vault, domainId, {
      payeeId: payee.id,
      filingType: 'Type_1099_NEC',
      filingYear: 2025,
      filingData: { nonEmployeeComp: 100000 },
    });
    // The save reads the stored TIN once; the drafts' re-check reads it again, and fails here.
    let reads = 0;
    const failing: TinVault = {
      ...vault,
      reveal: (ciphertext) => {
        reads += 1;
        if (reads > 1) throw new Error('re-check failed');
        return vault.reveal(ciphertext);
      },
    };
    await expect(
      savePayeeAndRecheck(database.db, failing, domainId, {
        ...business,
        id: payee.id,
        businessName: 'Renamed Inc',
        tin: '**-***1234',
      }),
    ).rejects.toThrow('re-check failed');
    expect((await findPayee(database.db, domainId, payee.id))?.displayName).toBe('Bolt Supply Inc');
    const saved = await savePayeeAndRecheck(database.db, vault, domainId, {
      ...business,
      id: payee.id,
      businessName: 'Renamed Inc',
      tin: '**-***1234',
    });
    expect(saved.displayName).toBe('Renamed Inc');
  });
});
