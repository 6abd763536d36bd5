import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { createEncryptor, type Encryptor } from '../../lib/encryption.ts';
import { createTinVault, deriveTinHashKey, type TinVault } from '../../lib/tin-vault.ts';
import { domains } from '../accounts/accounts.table.ts';
import { addLedgerEntry } from '../billing/ledger.ts';
import { getOrCreatePayer } from '../payers/payers.service.ts';
import { payers } from '../payers/payers.table.ts';
import { createBillingFixture, createDraftFilings } from '../submission/submission.fixtures.ts';
import { getSubmissionInvoice, submitFilings } from '../submission/submission.service.ts';
import { readTransmitterSettings, type TransmissionServices } from './transmission-file.ts';
import { createFederalEfileJobHandler } from './transmissions.job.ts';

export interface AckRecord {
  recordId: number;
  errors?: { code: string; message: string; path: string }[];
}

export interface AckSubmission {
  submissionId: number;
  status: string;
  records?: AckRecord[];
}

function errorGroups(errors: AckRecord['errors']): string {
  return (errors ?? [])
    .map(
      (e) =>
        `<ErrorInformationGrp><ErrorMessageCd>${e.code}</ErrorMessageCd><ErrorMessageTxt>${e.message}</ErrorMessageTxt><ErrorValueTxt></ErrorValueTxt><ElementPathTxt>${e.path}</ElementPathTxt></ErrorInformationGrp>`,
    )
    .join('');
}

/** An IRIS acknowledgement (TransStatusOrAckResponse) in the shape of the official samples. */
export function makeAcknowledgementXml(input: {
  utid: string;
  receiptId?: string;
  status: string;
  submissions: AckSubmission[];
}): string {
  const submissions = input.submissions
    .map(
      (s) =>
        `<SubmissionResultGrp><SubmissionId>${s.submissionId}</SubmissionId><SubmissionStatusCd>${s.status}</SubmissionStatusCd>${(
          s.records ?? []
        )
          .map(
            (r) =>
              `<RecordResultGrp><RecordId>${r.recordId}</RecordId>${errorGroups(r.errors)}</RecordResultGrp>`,
          )
          .join('')}</SubmissionResultGrp>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<TransStatusOrAckResponse xmlns="urn:us:gov:treasury:irs:ir"><ResultGrp><SearchId>${input.receiptId ?? input.utid}</SearchId><TransmissionResultGrp><UniqueTransmissionId>${input.utid}</UniqueTransmissionId>${input.receiptId ? `<ReceiptId>${input.receiptId}</ReceiptId>` : ''}<TransmissionStatusCd>${input.status}</TransmissionStatusCd></TransmissionResultGrp>${submissions}</ResultGrp></TransStatusOrAckResponse>`;
}

/** A payer IRIS can carry (TIN, phone, address) for the account; optionally a test account. */
export async function preparePayer(
  database: Database,
  vault: TinVault,
  domainId: number,
  options: { test?: boolean; name?: string } = {},
): Promise<void> {
  const payer = await getOrCreatePayer(database.db, domainId);
  await database.db
    .update(payers)
    .set({
      payerType: 'Business',
      businessName: options.name ?? 'Acme Widgets LLC',
      line1: '500 Market St',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94105',
      phoneNumber: '4155550100',
      emailAddress: 'payer@example.test',
      ...vault.seal('12-3456789'),
    })
    .where(eq(payers.id, payer.id));
  if (options.test)
    await database.db.update(domains).set({ isTestAccount: true }).where(eq(domains.id, domainId));
}

/**
 * An account whose paid NEC filings (one per payee) went through submitFilings, paid from promo funds,
 * and the efile.federal job, as the worker runs it: they wait in Received for Generate.
 */
export async function submitNecFilings(
  database: Database,
  vault: TinVault,
  input: { email: string; payeeCount: number; now: Date; test?: boolean; name?: string },
) {
  const fixture = await createBillingFixture(database, vault, {
    email: input.email,
    payeeCount: input.payeeCount,
  });
  await preparePayer(database, vault, fixture.domain.id, { test: input.test, name: input.name });
  const rows = await createDraftFilings(database, fixture.domain.id, fixture.payees, { fed: true });
  const ids = rows.map((row) => row.id);
  await addLedgerEntry(database.db, fixture.domain.id, {
    type: 'PromoCredit',
    amountCents: 100_000,
    description: 'test funds',
    userId: null,
  });
  const invoice = await getSubmissionInvoice(database.db, fixture.domain.id, ids, input.now);
  await submitFilings(database.db, vault, {
    domainId: fixture.domain.id,
    userId: fixture.user.id,
    filingIds: ids,
    expectedTotal: invoice.totalAmount,
    now: input.now,
  });
  await runFederalEfileJob(database, fixture.domain.id, ids);
  return { ...fixture, ids };
}

/** What the worker does with the efile.federal job submitFilings queued. */
export async function runFederalEfileJob(
  database: Database,
  domainId: number,
  filingIds: number[],
): Promise<void> {
  await createFederalEfileJobHandler()({ domainId, transactionId: null, filingIds }, {
    db: database.db,
    signal: new AbortController().signal,
    reportProgress: async () => undefined,
  } as never);
}

/** A fresh key's encryptor and TIN vault, and the transmission services a server builds from them. */
export function makeTransmissionServices(): {
  encryptor: Encryptor;
  vault: TinVault;
  services: TransmissionServices;
} {
  const key = randomBytes(32);
  const encryptor = createEncryptor(key);
  const vault = createTinVault(encryptor, deriveTinHashKey(key));
  return {
    encryptor,
    vault,
    services: { encryptor, tinVault: vault, transmitter: readTransmitterSettings(null) },
  };
}
