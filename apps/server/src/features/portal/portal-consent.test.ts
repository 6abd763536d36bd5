import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  createCast,
  createTestApp,
  createTestUser,
  TEST_PASSWORD,
  type Cast,
  type TestApp,
  type TestClient,
} from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createAccount } from '../accounts/accounts.service.ts';
import { DELIVERY_MESSAGES, DISCLOSURE_VERSION } from '../delivery/delivery.rules.ts';
import { emailConsents } from '../delivery/delivery.table.ts';
import { savePayee } from '../payees/payees.service.ts';
import { CONSENT_MESSAGES } from './portal-consent.service.ts';
import { domainRelations } from './portal.table.ts';

const PAYER_FIELDS = 'relationId payerName emailConsent emailConsentAt';

describeEachDatabase('contractor portal: e-mail delivery consent per payer', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let sam: TestClient;
  let remy: TestClient;
  let acme: TestClient;
  const ids = { samRelation: 0, samPayee: 0, remyRelation: 0, noEmailRelation: 0 };

  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database, 'consent-');
    const contractor = async (email: string) => {
      const user = await createTestUser(database, email);
      const domain = await createAccount(database.db, { userId: user.id, name: email, domainType: 'C' });
      const client = await t.client().signInTo(email, TEST_PASSWORD, domain.id);
      return { domain, client };
    };
    const samAccount = await contractor('sam.consent@example.test');
    const remyAccount = await contractor('remy.consent@example.test');
    sam = samAccount.client;
    remy = remyAccount.client;
    acme = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    const payee = (firstName: string, tin: string, emailAddress: string) =>
      savePayee(database.db, t.services.tinVault, cast.acme.domain.id, {
        entityType: 'Individual',
        firstName,
        lastName: 'Consent',
        tinType: 'SSN',
        tin,
        emailAddress,
        address: { line1: '1 Oak Ave', city: 'Madison', state: 'WI', postalCode: '53703' },
      });
    const relate = async (payeeId: number, targetDomainId: number) => {
      const [row] = await database.db
        .insert(domainRelations)
        .values({ sourceDomainId: cast.acme.domain.id, sourceSubEntityId: payeeId, targetDomainId })
        .returning();
      if (!row) throw new Error('no relation');
      return row.id;
    };
    ids.samPayee = (await payee('Sam', '523-45-6791', 'sam.consent@example.test')).id;
    ids.samRelation = await relate(ids.samPayee, samAccount.domain.id);
    ids.remyRelation = await relate(
      (await payee('Remy', '523-45-6792', 'remy.consent@example.test')).id,
      remyAccount.domain.id,
    );
    ids.noEmailRelation = await relate((await payee('Sam', '523-45-6793', '')).id, samAccount.domain.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const gql = async (client: TestClient, query: string, variables: Record<string, unknown> = {}) =>
    (await client.graphql('/rs/graphql', query, variables)).body;
  const start = (client: TestClient, relationId: number) =>
    gql(
      client,
      'mutation($r: Int!) { startEmailConsent(relationId: $r) { payerName emailAddress disclosureVersion disclosures { title text } } }',
      { r: relationId },
    );
  const give = (client: TestClient, relationId: number, code: string) =>
    gql(
      client,
      `mutation($r: Int!, $c: String!) { giveEmailConsent(relationId: $r, code: $c) { ${PAYER_FIELDS} } }`,
      {
        r: relationId,
        c: code,
      },
    );
  const withdraw = (client: TestClient, relationId: number) =>
    gql(client, `mutation($r: Int!) { withdrawEmailConsent(relationId: $r) { ${PAYER_FIELDS} } }`, {
      r: relationId,
    });
  const consentRow = async () => {
    const [row] = await database.db
      .select()
      .from(emailConsents)
      .where(and(eq(emailConsents.domainId, cast.acme.domain.id), eq(emailConsents.payeeId, ids.samPayee)));
    return row;
  };

  it('gives consent after the disclosures and the sample PDF’s code, on the delivery feature’s record', async () => {
    const before = await gql(sam, `{ contractorPayers { ${PAYER_FIELDS} } }`);
    expect(before.data?.contractorPayers).toEqual([
      expect.objectContaining({ relationId: ids.samRelation, emailConsent: null }),
      expect.objectContaining({ relationId: ids.noEmailRelation, emailConsent: null }),
    ]);
    const started = await start(sam, ids.samRelation);
    expect(started.errors).toBeUndefined();
    const view = started.data?.startEmailConsent as {
      disclosureVersion: string;
      disclosures: unknown[];
      emailAddress: string;
    };
    expect(view.disclosureVersion).toBe(DISCLOSURE_VERSION);
    expect(view.disclosures.length).toBeGreaterThanOrEqual(8);
    expect(view.emailAddress).toBe('sam.consent@example.test');
    const sample = await sam.request({ url: `/rs/api/contractor/consent/${ids.samRelation}/sample` });
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-type']).toContain('application/pdf');
    const sealed = (await consentRow())?.codeCiphertext;
    if (!sealed) throw new Error('no code');
    const code = t.services.encryptor.decrypt(sealed);
    const wrong = await give(sam, ids.samRelation, code === 'ZZZZZ' ? 'YYYYY' : 'ZZZZZ');
    expect(wrong.errors?.[0]?.message).toBe(DELIVERY_MESSAGES.wrongCode);
    const given = await give(sam, ids.samRelation, code.toLowerCase());
    expect(given.errors).toBeUndefined();
    expect(given.data?.giveEmailConsent).toMatchObject({ emailConsent: 'Consented' });
    expect(await consentRow()).toMatchObject({
      status: 'Consented',
      emailAddress: 'sam.consent@example.test',
      disclosureVersion: DISCLOSURE_VERSION,
      codeCiphertext: null,
      consentIp: expect.any(String),
    });
  });

  it('withdraws consent, keeping the evidence of the consent given', async () => {
    const withdrawn = await withdraw(sam, ids.samRelation);
    expect(withdrawn.errors).toBeUndefined();
    expect(withdrawn.data?.withdrawEmailConsent).toMatchObject({ emailConsent: 'Withdrawn' });
    const row = await consentRow();
    expect(row?.status).toBe('Withdrawn');
    expect(row?.consentedAt).toBeInstanceOf(Date);
    expect(row?.withdrawnAt).toBeInstanceOf(Date);
  });

  it('refuses a payer without the contractor’s e-mail address', async () => {
    const refused = await start(sam, ids.noEmailRelation);
    expect(refused.errors?.[0]?.message).toBe(CONSENT_MESSAGES.noEmail);
  });

  it('never touches another contractor’s relation, nor lets a payer use the contractor operations', async () => {
    await start(remy, ids.remyRelation);
    const remyRow = async () =>
      (
        await database.db
          .select()
          .from(emailConsents)
          .where(eq(emailConsents.emailAddress, 'remy.consent@example.test'))
      )[0];
    const before = await remyRow();
    for (const body of [
      await start(sam, ids.remyRelation),
      await give(sam, ids.remyRelation, 'AAAAA'),
      await withdraw(sam, ids.remyRelation),
      await start(acme, ids.samRelation),
    ])
      expect(body.errors?.[0]?.message).toBe('Payer not found');
    const sample = await sam.request({ url: `/rs/api/contractor/consent/${ids.remyRelation}/sample` });
    expect(sample.statusCode).toBe(404);
    expect(await remyRow()).toEqual(before);
  });
});
