import { and, eq } from 'drizzle-orm';
import { formatAddressLine, maskTinLast4, normalizeTinType, type EntityType } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { requirePayee, savePayeeAndRecheck } from '../payees/payees.service.ts';
import type { PayeeRow } from '../payees/payees.table.ts';
import { latestW9Requests } from './w9.service.ts';
import { w9Requests, type W9FormData, type W9RequestRow } from './w9.table.ts';

export const W9_APPLY_MESSAGES = {
  notFilled: 'There is no filled W-9 to apply for this payee.',
} as const;

/** One field the W-9 would change on the payee (TINs masked to the last four digits). */
export interface W9Difference {
  field: string;
  label: string;
  current: string;
  w9: string;
}

async function requireFilled(db: Db, domainId: number, payeeId: number): Promise<W9RequestRow> {
  const payee = await requirePayee(db, domainId, payeeId);
  const row = (await latestW9Requests(db, domainId, [payee.id])).get(payee.id);
  if (!row || row.status !== 'Filled') throw new AppError('BAD_USER_INPUT', W9_APPLY_MESSAGES.notFilled);
  return row;
}

function payeeFromW9(form: Partial<W9FormData>) {
  const entityType: EntityType = form.entityType === 'Individual' ? 'Individual' : 'Business';
  return {
    entityType,
    businessName: entityType === 'Business' ? (form.businessName ?? '') : '',
    firstName: entityType === 'Individual' ? (form.firstName ?? '') : '',
    middleName: entityType === 'Individual' ? (form.middleName ?? '') : '',
    lastName: entityType === 'Individual' ? (form.lastName ?? '') : '',
    dba: form.dba ?? '',
    tinType: normalizeTinType(form.tinType),
    address: {
      line1: form.address?.line1 ?? '',
      line2: form.address?.line2 ?? '',
      city: form.address?.city ?? '',
      state: form.address?.state ?? '',
      country: form.address?.country ?? 'US',
      postalCode: form.address?.postalCode ?? '',
    },
  };
}

/** What applying the payee's filled W-9 would change (shown before `applyW9Info`). */
export async function getW9Differences(
  db: Db,
  vault: TinVault,
  domainId: number,
  payeeId: number,
): Promise<W9Difference[]> {
  const row = await requireFilled(db, domainId, payeeId);
  const payee = await requirePayee(db, domainId, payeeId);
  const next = payeeFromW9(row.form);
  const pairs: [string, string, string, string][] = [
    ['entityType', 'Payee type', payee.entityType, next.entityType],
    ['businessName', 'Business name', payee.businessName, next.businessName],
    ['firstName', 'First name', payee.firstName, next.firstName],
    ['middleName', 'Middle name', payee.middleName, next.middleName],
    ['lastName', 'Last name', payee.lastName, next.lastName],
    ['dba', 'Doing business as', payee.dba, next.dba],
    ['tinType', 'TIN type', payee.tinType, next.tinType],
    ['tin', 'TIN', maskTinLast4(payee.tinLast4, payee.tinType), maskTinLast4(row.tinLast4, next.tinType)],
    ['address', 'Address', formatAddressLine(pickPayeeAddress(payee)), formatAddressLine(next.address)],
  ];
  const w9Tin = vault.reveal(row.tinCiphertext);
  const tinDiffers = payee.tinHash !== (w9Tin ? vault.hash(w9Tin) : null) || payee.tinType !== next.tinType;
  return pairs
    .filter(([field, , current, w9]) => (field === 'tin' ? tinDiffers : current !== w9))
    .map(([field, label, current, w9]) => ({ field, label, current, w9 }));
}

function pickPayeeAddress(payee: PayeeRow) {
  return {
    line1: payee.line1,
    line2: payee.line2,
    city: payee.city,
    state: payee.state,
    country: payee.country,
    postalCode: payee.postalCode,
  };
}

/**
 * `applyW9Info`: the W-9's name, TIN, type and address written into the payee through the payee
 * save (so the TIN is checked for format and range again and the drafts re-checked); the request
 * becomes Applied. A changed TIN clears the earlier TIN-match result, as any payee save does.
 */
export async function applyW9Info(
  db: Db,
  vault: TinVault,
  domainId: number,
  payeeId: number,
  actor = 'system',
): Promise<PayeeRow> {
  return db.transaction(async (tx) => {
    const row = await requireFilled(tx, domainId, payeeId);
    const payee = await requirePayee(tx, domainId, payeeId);
    const next = payeeFromW9(row.form);
    const saved = await savePayeeAndRecheck(
      tx,
      vault,
      domainId,
      {
        id: payee.id,
        ...next,
        tin: vault.reveal(row.tinCiphertext),
        emailAddress: payee.emailAddress,
        phoneNumber: payee.phoneNumber,
        phoneExt: payee.phoneExt,
      },
      actor,
      `W-9 request #${row.id}`,
    );
    const now = new Date();
    await tx
      .update(w9Requests)
      .set({ status: 'Applied', appliedAt: now, updatedAt: now })
      .where(and(eq(w9Requests.id, row.id), eq(w9Requests.status, 'Filled')));
    return saved;
  });
}
