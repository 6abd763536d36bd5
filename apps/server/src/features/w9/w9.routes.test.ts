import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  createCast,
  createTestApp,
  readLatestMail,
  TEST_PASSWORD,
  type Cast,
  type TestApp,
} from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { addLedgerEntry } from '../billing/ledger.ts';
import { savePayee } from '../payees/payees.service.ts';
import { RATE_ACTIONS } from '../security/rate-limits.ts';
import { makeSignaturePng } from './w9.fixtures.ts';
import { readFilledW9 } from './w9-pdf-text.ts';
import { W9_PORTAL_MESSAGES } from './w9-portal.service.ts';

const FORM = {
  entityType: 'Individual',
  firstName: 'Rosa',
  lastName: 'Diaz',
  tinType: 'SSN',
  tin: '123-45-6789',
  address: { line1: '9 Elm St', line2: '', city: 'Austin', state: 'TX', postalCode: '73301', country: 'US' },
  correctTIN: true,
  exempt: true,
  usPerson: true,
};

describeEachDatabase('W-9 routes', (kind) => {
  let database: Database;
  let test: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    database = await kind.open();
    const relaxed = { ip: { max: 100_000, windowSeconds: 60 }, account: { max: 100_000, windowSeconds: 60 } };
    const limits = Object.fromEntries(RATE_ACTIONS.map((action) => [action, relaxed]));
    test = await createTestApp(database, {
      envOverrides: {
        SECURITY_RATELIMITS: JSON.stringify({ ...limits, publicW9: { ip: { max: 10, windowSeconds: 600 } } }),
      },
    });
    cast = await createCast(database, 'w9r-');
  });
  afterAll(async () => {
    await test.close();
    await database.close();
  });

  it('a payer requests and pays; the payee fills and signs through the public routes; both view the PDF', async () => {
    const payee = await savePayee(database.db, test.services.tinVault, cast.acme.domain.id, {
      entityType: 'Individual',
      firstName: 'Rosa',
      lastName: 'D',
      tinType: 'SSN',
      tin: '521-12-3456',
      emailAddress: 'rosa@example.test',
    });
    await addLedgerEntry(database.db, cast.acme.domain.id, {
      type: 'PromoCredit',
      amountCents: 1_000,
      description: 'x',
      userId: null,
    });
    const payer = await test.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    const created = await payer.graphql(
      '/rs/graphql',
      'mutation($ids: [Int!]!) { createW9s(payeeIds: $ids) { w9RequestStatus } }',
      { ids: [payee.id] },
    );
    expect(created.body.data).toEqual({ createW9s: [{ w9RequestStatus: 'Draft' }] });
    const invoice = await payer.graphql(
      '/rs/graphql',
      'query($ids: [Int!]!) { w9Invoice(payeeIds: $ids) { totalAmount } }',
      { ids: [payee.id] },
    );
    const total = (invoice.body.data?.w9Invoice as { totalAmount: number }).totalAmount;
    const requested = await payer.graphql(
      '/rs/graphql',
      'mutation($ids: [Int!]!, $t: Int) { requestW9s(payeeIds: $ids, expectedTotal: $t) { requests { w9RequestStatus isPaid } availableCredits } }',
      { ids: [payee.id], t: total },
    );
    expect(requested.body.data?.requestW9s).toEqual({
      requests: [{ w9RequestStatus: 'Requested', isPaid: true }],
      availableCredits: 1_000 - total,
    });
    const mail = await readLatestMail(database, 'rosa@example.test');
    const token = mail?.link.searchParams.get('id') ?? '';
    expect(mail?.link.pathname).toBe('/w9');

    const payeeBrowser = test.client();
    const base = `/rs/api/vendorportal/w9/${token}/`;
    const loaded = await payeeBrowser.request({ url: base });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toMatchObject({
      displayName: 'Rosa D',
      payerName: 'Acme Supplies',
      w9RequestStatus: 'Viewed',
    });
    expect(loaded.body).not.toContain(String(payee.domainId + 1000));
    const put = await payeeBrowser.request({
      method: 'PUT',
      url: '/rs/api/vendorportal/w9/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: token, ...FORM }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ w9RequestStatus: 'Editing', tin: '***-**-6789' });
    const tooBig = await payeeBrowser.request({
      method: 'POST',
      url: `${base}file/`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ signature: 'A'.repeat(5 * 1024 * 1024) }),
    });
    expect(tooBig.statusCode).toBe(413);
    const signature = `data:image/png;base64,${Buffer.from(makeSignaturePng()).toString('base64')}`;
    const signed = await payeeBrowser.request({
      method: 'POST',
      url: `${base}file/`,
      headers: { 'content-type': 'application/json', 'user-agent': 'PhoneBrowser/1.0' },
      payload: JSON.stringify({ signature }),
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ w9RequestStatus: 'Filled' });
    const again = await payeeBrowser.request({
      method: 'POST',
      url: `${base}file/`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ signature }),
    });
    expect(again.statusCode).toBe(409);
    const payeePdf = await payeeBrowser.request({ url: `${base}file/` });
    expect(payeePdf.headers['content-type']).toBe('application/pdf');
    const read = await readFilledW9(new Uint8Array(payeePdf.rawPayload));
    expect(read).toMatchObject({
      name: 'Rosa Diaz',
      tin: '123-45-6789',
      classifications: ['Individual/sole proprietor'],
    });
    expect(read.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const status = await payer.graphql(
      '/rs/graphql',
      'query($ids: [Int!]!) { w9s(payeeIds: $ids) { w9RequestStatus fileName tin } }',
      { ids: [payee.id] },
    );
    const [w9] = status.body.data?.w9s as { w9RequestStatus: string; fileName: string; tin: string }[];
    expect(w9).toMatchObject({ w9RequestStatus: 'Filled', tin: '***-**-6789' });
    const payerPdf = await payer.request({ url: w9?.fileName ?? '' });
    expect(payerPdf.rawPayload.equals(payeePdf.rawPayload)).toBe(true);
    // Another account cannot open it; nobody without a session can.
    const globex = await test.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id);
    expect((await globex.request({ url: w9?.fileName ?? '' })).statusCode).toBe(404);
    expect((await test.client().request({ url: w9?.fileName ?? '' })).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('answers a tampered link with the spec message and counts the public routes against publicW9', async () => {
    const browser = test.client();
    const bad = await browser.request({ url: '/rs/api/vendorportal/w9/not-a-real-token-at-all-123456/' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ message: W9_PORTAL_MESSAGES.loadFailed });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1)
      statuses.push(
        (
          await browser.request({
            url: '/rs/api/vendorportal/w9/another-made-up-token-0000000/',
            remoteAddress: '198.51.100.7',
          })
        ).statusCode,
      );
    expect(statuses).toContain(429);
  });
});
