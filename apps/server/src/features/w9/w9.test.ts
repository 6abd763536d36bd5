import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../../lib/tin-vault.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { billingChargeItems } from '../billing/billing.table.ts';
import { addLedgerEntry, getAvailableCredits } from '../billing/ledger.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { payees } from '../payees/payees.table.ts';
import { createBillingFixture } from '../submission/submission.fixtures.ts';
import { applyW9Info, getW9Differences, W9_APPLY_MESSAGES } from './w9-apply.ts';
import { makeSignaturePng } from './w9.fixtures.ts';
import { readFilledW9 } from './w9-pdf-text.ts';
import {
  loadW9ForPayee,
  readW9PdfForPayee,
  saveW9ForPayee,
  signW9ForPayee,
  W9_PORTAL_MESSAGES,
} from './w9-portal.service.ts';
import {
  cancelW9Requests,
  createW9s,
  getW9Invoice,
  remindW9Requests,
  requestW9s,
  W9_REQUEST_MESSAGES,
} from './w9.service.ts';
import { w9Requests } from './w9.table.ts';

const key = randomBytes(32);
const encryptor = createEncryptor(key);
const vault = createTinVault(encryptor, deriveTinHashKey(key));
const services = {
  encryptor,
  tinVault: vault,
  appUrl: 'http://file1099.test',
  mailFrom: 'File1099 <no-reply@file1099.test>',
};
const IN_SEASON = new Date('2026-01-15T18:00:00Z');
const png = makeSignaturePng();

/** A W-9 as a payee fills it in: an LLC taxed as a partnership. */
const LLC_FORM = {
  entityType: 'Business',
  businessName: 'Harbor Lights LLC',
  dba: 'Harbor Lights',
  tinType: 'EIN',
  tin: '46-1234567',
  fedTaxClassification: 'llc',
  llcTaxClassification: 'p',
  foreignPartners: true,
  address: {
    line1: '12 Pier Rd',
    line2: 'Suite 4',
    city: 'Portland',
    state: 'OR',
    postalCode: '97201',
    country: 'US',
  },
  correctTIN: true,
  exempt: true,
  usPerson: true,
};

describeEachDatabase('W-9 requests', (kind) => {
  let database: Database;
  let n = 0;
  const account = async (options: { payeeCount?: number; confirmed?: boolean } = {}) => {
    n += 1;
    const f = await createBillingFixture(database, vault, { email: `w9-${n}@example.test`, ...options });
    await addLedgerEntry(database.db, f.domain.id, {
      type: 'PromoCredit',
      amountCents: 2_000,
      description: 'test funds',
      userId: null,
    });
    return f;
  };
  /** The token of the link the payee's latest e-mail carries. */
  const tokenMailedTo = async (email: string) => {
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'w9Request')))
      .orderBy(mailOutbox.id);
    const link = new URL(mail?.links[0] ?? 'http://x/');
    expect(link.pathname).toBe('/w9');
    return link.searchParams.get('id') ?? '';
  };
  const requestFor = async (payeeCount = 1) => {
    const f = await account({ payeeCount });
    const ids = f.payees.map((p) => p.id);
    await database.db
      .update(payees)
      .set({ emailAddress: `payee-${n}@example.test` })
      .where(eq(payees.id, ids[0] ?? 0));
    await createW9s(database.db, f.domain.id, ids);
    const result = await requestW9s(database.db, services, {
      domainId: f.domain.id,
      userId: f.user.id,
      payeeIds: ids,
    });
    return { f, ids, result, token: await tokenMailedTo(`payee-${n}@example.test`) };
  };

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('creates Drafts, refuses a payee without e-mail with the spec message, and an unconfirmed payer', async () => {
    const f = await account({ payeeCount: 2, confirmed: false });
    const [first, second] = f.payees.map((p) => p.id);
    await database.db
      .update(payees)
      .set({ emailAddress: '' })
      .where(eq(payees.id, second ?? 0));
    await expect(createW9s(database.db, f.domain.id, [first ?? 0, second ?? 0])).rejects.toThrow(
      W9_REQUEST_MESSAGES.emailRequired,
    );
    const drafts = await createW9s(database.db, f.domain.id, [first ?? 0]);
    expect(drafts.map((d) => d.status)).toEqual(['Draft']);
    // Asking again reuses the Draft.
    expect((await createW9s(database.db, f.domain.id, [first ?? 0]))[0]?.id).toBe(drafts[0]?.id);
    await expect(
      requestW9s(database.db, services, { domainId: f.domain.id, userId: f.user.id, payeeIds: [first ?? 0] }),
    ).rejects.toThrow(W9_REQUEST_MESSAGES.emailNotConfirmed);
  });

  it('prices W-9s at the spec price, debits funds, marks them Requested and mails an unguessable link', async () => {
    const f = await account({ payeeCount: 3 });
    const ids = f.payees.map((p) => p.id);
    await createW9s(database.db, f.domain.id, ids);
    const invoice = await getW9Invoice(database.db, f.domain.id, ids, IN_SEASON);
    expect(invoice.totalAmount).toBe(3 * 100);
    await expect(
      requestW9s(database.db, services, {
        domainId: f.domain.id,
        userId: f.user.id,
        payeeIds: ids,
        expectedTotal: 1,
        now: IN_SEASON,
      }),
    ).rejects.toThrow('The order total changed to $3.00');
    const result = await requestW9s(database.db, services, {
      domainId: f.domain.id,
      userId: f.user.id,
      payeeIds: ids,
      expectedTotal: 300,
      now: IN_SEASON,
    });
    expect(result.requests.map((r) => [r.status, r.isPaid])).toEqual(ids.map(() => ['Requested', true]));
    expect(await getAvailableCredits(database.db, f.domain.id)).toBe(2_000 - 300);
    const units = await database.db
      .select()
      .from(billingChargeItems)
      .where(eq(billingChargeItems.domainId, f.domain.id));
    expect(units.map((u) => [u.service, u.units])).toEqual([['W9', 3]]);
    const token = await tokenMailedTo('vendor1@example.test');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await database.db.select().from(w9Requests).where(eq(w9Requests.domainId, f.domain.id));
    expect(JSON.stringify(stored)).not.toContain(token);
    // A repeat charges nothing: nothing is Draft any more.
    const again = await requestW9s(database.db, services, {
      domainId: f.domain.id,
      userId: f.user.id,
      payeeIds: ids,
      now: IN_SEASON,
    });
    expect(again.invoice.totalAmount).toBe(0);
    expect(await getAvailableCredits(database.db, f.domain.id)).toBe(1_700);
  });

  it('the payee fills and signs; the signed PDF reads back name, TIN, classification and date', async () => {
    const { f, ids, token } = await requestFor();
    const view = await loadW9ForPayee(database.db, token);
    expect(view).toMatchObject({
      w9RequestStatus: 'Viewed',
      payerName: expect.any(String),
      displayName: 'Vendor 1',
    });
    expect(view.requestText).toContain(view.payerName);
    // Progress is kept: a draft save, then the page loads again with it.
    await saveW9ForPayee(database.db, vault, token, { entityType: 'Business', draft: true });
    expect((await loadW9ForPayee(database.db, token)).entityType).toBe('Business');
    await expect(
      signW9ForPayee(database.db, services, token, { signature: 'x', ip: '1', userAgent: 'ua' }),
    ).rejects.toThrow(W9_PORTAL_MESSAGES.badSignature);
    await expect(
      saveW9ForPayee(database.db, vault, token, {
        ...LLC_FORM,
        address: { ...LLC_FORM.address, line1: 'x'.repeat(41), line2: '' },
      }),
    ).rejects.toThrow('Combined length of Street Name and Suite/Apt can not be more than 40 characters');
    const saved = await saveW9ForPayee(database.db, vault, token, LLC_FORM);
    expect(saved.tin).toBe('**-***4567');
    await expect(
      signW9ForPayee(database.db, services, token, { signature: undefined, ip: '1', userAgent: 'ua' }),
    ).rejects.toThrow('You must sign the W-9 form to continue.');
    const signed = await signW9ForPayee(database.db, services, token, {
      signature: `data:image/png;base64,${Buffer.from(png).toString('base64')}`,
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (iPhone)',
      now: IN_SEASON,
    });
    expect(signed.w9RequestStatus).toBe('Filled');
    await expect(
      signW9ForPayee(database.db, services, token, {
        signature: Buffer.from(png).toString('base64'),
        ip: '1',
        userAgent: 'ua',
      }),
    ).rejects.toThrow(W9_PORTAL_MESSAGES.alreadySigned);
    const [row] = await database.db
      .select()
      .from(w9Requests)
      .where(eq(w9Requests.payeeId, ids[0] ?? 0));
    expect(row?.signature).toMatchObject({
      signerName: 'Harbor Lights LLC',
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (iPhone)',
    });
    expect(row?.pdfCiphertext).not.toContain('%PDF');
    const pdf = await readW9PdfForPayee(database.db, encryptor, token);
    const read = await readFilledW9(pdf);
    expect(read).toEqual({
      name: 'Harbor Lights LLC',
      tin: '46-1234567',
      classifications: ['LLC'],
      llcLetter: 'P',
      date: '01/15/2026',
    });
    // Apply: the differences first, then the payee takes the W-9's name, TIN and address.
    const differences = await getW9Differences(database.db, vault, f.domain.id, ids[0] ?? 0);
    expect(differences.map((d) => d.field)).toEqual(['businessName', 'dba', 'tin', 'address']);
    expect(JSON.stringify(differences)).not.toContain('1234567');
    const payee = await applyW9Info(database.db, vault, f.domain.id, ids[0] ?? 0);
    expect(payee).toMatchObject({
      businessName: 'Harbor Lights LLC',
      tinLast4: '4567',
      line1: '12 Pier Rd',
      city: 'Portland',
    });
    expect(vault.reveal(payee.tinCiphertext)).toBe('461234567');
    await expect(applyW9Info(database.db, vault, f.domain.id, ids[0] ?? 0)).rejects.toThrow(
      W9_APPLY_MESSAGES.notFilled,
    );
    // Applied is complete: the link still shows the W-9.
    expect((await loadW9ForPayee(database.db, token)).w9RequestStatus).toBe('Applied');
  });

  it('refuses tampered, expired and cancelled links, and images that are too big or not images', async () => {
    const { f, ids, token } = await requestFor();
    const loadFailed = W9_PORTAL_MESSAGES.loadFailed;
    await expect(
      loadW9ForPayee(database.db, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
    ).rejects.toThrow(loadFailed);
    await expect(loadW9ForPayee(database.db, '1')).rejects.toThrow(loadFailed);
    await saveW9ForPayee(database.db, vault, token, LLC_FORM);
    const big = Buffer.alloc(5 * 1024 * 1024, 1);
    big.set([0x89, 0x50, 0x4e, 0x47]);
    for (const signature of [
      big.toString('base64'),
      Buffer.from('GIF89a not an image at all, just text').toString('base64'),
    ])
      await expect(
        signW9ForPayee(database.db, services, token, { signature, ip: '1', userAgent: 'ua' }),
      ).rejects.toThrow(W9_PORTAL_MESSAGES.badSignature);
    await database.db
      .update(w9Requests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(w9Requests.payeeId, ids[0] ?? 0));
    await expect(loadW9ForPayee(database.db, token)).rejects.toThrow(loadFailed);
    await database.db
      .update(w9Requests)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(w9Requests.payeeId, ids[0] ?? 0));
    expect((await cancelW9Requests(database.db, f.domain.id, ids)).map((r) => r.status)).toEqual([
      'Cancelled',
    ]);
    await expect(loadW9ForPayee(database.db, token)).rejects.toThrow(loadFailed);
  });

  it('reminds with the same link once a day at most, and never for another account', async () => {
    const { f, ids, token } = await requestFor();
    const other = await account();
    await expect(remindW9Requests(database.db, services, other.domain.id, ids)).rejects.toThrow(
      W9_REQUEST_MESSAGES.notFound,
    );
    await expect(cancelW9Requests(database.db, other.domain.id, ids)).rejects.toThrow(
      W9_REQUEST_MESSAGES.notFound,
    );
    await expect(
      remindW9Requests(database.db, services, f.domain.id, ids, new Date(Date.now() + 3_600_000)),
    ).rejects.toThrow(W9_REQUEST_MESSAGES.remindTooSoon());
    const later = new Date(Date.now() + 25 * 3_600_000);
    const reminded = await remindW9Requests(database.db, services, f.domain.id, ids, later);
    expect(reminded.map((r) => r.remindCount)).toEqual([1]);
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, `payee-${n - 1}@example.test`), eq(mailOutbox.template, 'w9Request')),
      );
    expect(mails.map((m) => m.subject.startsWith('Reminder: '))).toEqual([false, true]);
    expect(new Set(mails.map((m) => new URL(m.links[0] ?? 'http://x').searchParams.get('id')))).toEqual(
      new Set([token]),
    );
    // The interval is a setting (w9.remindIntervalHours): an hour after the reminder, 2 hours refuse, 1 sends.
    const hourOn = new Date(later.getTime() + 3_600_000);
    await expect(remindW9Requests(database.db, services, f.domain.id, ids, hourOn, 2)).rejects.toThrow(
      'A reminder can go to a payee once every 2 hours.',
    );
    const again = await remindW9Requests(database.db, services, f.domain.id, ids, hourOn, 1);
    expect(again.map((r) => r.remindCount)).toEqual([2]);
    expect(W9_REQUEST_MESSAGES.remindTooSoon(1)).toContain('once every hour.');
  });
});
