import { recordEntityChange, recordEntityChanges } from '../audit/record-changes.ts';
import { recordTinMatchStatuses } from '../audit/record-statuses.ts';
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import {
  getDisplayName,
  isPlaceholderTin,
  isTinMatchStatus,
  normalizeTin,
  resolveTinInput,
  toFieldProblem,
  validatePayee,
  validatePayeeLight,
  type PayeeFieldsInput,
} from '@file1099/forms';
import { text } from '@file1099/shared';
import type { Db } from '../../db/database.ts';
import { readAddressInput } from '../../lib/address.ts';
import { AppError } from '../../lib/app-error.ts';
import { invalidInputError } from '../../lib/field-messages.ts';
import { checkPage, getPageMetadata, type PageMetadata } from '../../lib/paging.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { filings } from '../filings/filings.table.ts';
import { recheckPayeeDrafts } from '../filings/payee-drafts.ts';
import { payees, type PayeeRow } from './payees.table.ts';

export const PAYEE_MESSAGES = {
  notFound: 'Could not find the Payee in the system',
  saveFailed: 'Failed to save Payee',
  hasSubmittedFilings: (name: string) =>
    `${name} has filings that were already submitted, so the payee cannot be deleted.`,
} as const;

/**
 * A payee save (`addEditPayee`, the import): the payee model's fields (form package, identity/
 * payee-model.ts) and what the record keeps beyond them — its id, the 1099 vendor flag and the
 * partner link.
 */
export type PayeeSaveInput = PayeeFieldsInput & {
  id?: number | null;
  is1099Vendor?: boolean | null;
  partner?: string | null;
  partnerId?: string | null;
};

/** Payees on a page when the caller does not say (the spec's grid size). */
export const DEFAULT_PAYEES_PAGE_SIZE = 100;

export async function findPayee(db: Db, domainId: number, id: number): Promise<PayeeRow | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [payee] = await db
    .select()
    .from(payees)
    .where(and(eq(payees.id, id), eq(payees.domainId, domainId)));
  return payee;
}

/** Payees of one account by id, in one statement; ids of other accounts are left out. */
export async function findPayeesByIds(db: Db, domainId: number, ids: readonly number[]): Promise<PayeeRow[]> {
  const safe = [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
  if (safe.length === 0) return [];
  return db
    .select()
    .from(payees)
    .where(and(eq(payees.domainId, domainId), inArray(payees.id, safe)));
}

export async function requirePayee(db: Db, domainId: number, id: number): Promise<PayeeRow> {
  const payee = await findPayee(db, domainId, id);
  if (!payee) throw new AppError('NOT_FOUND', PAYEE_MESSAGES.notFound);
  return payee;
}

/**
 * The account's first payee with this TIN (by its keyed hash): the import's 'An existing payee found'
 * and the payee dialog's warning both ask this. Placeholder TINs (000-00-0000 and the like) never match
 * anyone; `excludeId` leaves out the payee being edited.
 */
export async function findPayeeByTin(
  db: Db,
  vault: TinVault,
  domainId: number,
  tin: string,
  excludeId?: number | null,
): Promise<PayeeRow | undefined> {
  const digits = normalizeTin(tin);
  if (!/^\d{9}$/.test(digits) || isPlaceholderTin(digits)) return undefined;
  const [payee] = await db
    .select()
    .from(payees)
    .where(
      and(
        eq(payees.domainId, domainId),
        eq(payees.tinHash, vault.hash(digits)),
        excludeId ? ne(payees.id, excludeId) : undefined,
      ),
    )
    .orderBy(asc(payees.id))
    .limit(1);
  return payee;
}

export async function findPayeeByPartnerId(
  db: Db,
  domainId: number,
  partner: string,
  partnerId: string,
): Promise<PayeeRow | undefined> {
  const [payee] = await db
    .select()
    .from(payees)
    .where(and(eq(payees.domainId, domainId), eq(payees.partner, partner), eq(payees.partnerId, partnerId)))
    .limit(1);
  return payee;
}

/**
 * The payees grid's TIN filter: a TIN match status, or 'NotVerified' for payees never checked (or
 * reset by Ignore); anything else is refused.
 */
export function tinMatchFilter(status: string | null | undefined): SQL | undefined {
  if (!status) return undefined;
  if (status === 'NotVerified') return isNull(payees.tinMatchStatus);
  if (!isTinMatchStatus(status)) throw new AppError('BAD_USER_INPUT', `Unknown TIN status: ${status}`);
  return eq(payees.tinMatchStatus, status);
}

export async function listPayees(
  db: Db,
  domainId: number,
  options: {
    pageSize?: number | null;
    pageNumber?: number | null;
    search?: string | null;
    tinMatchStatus?: string | null;
  },
): Promise<{ payees: PayeeRow[]; pageMetadata: PageMetadata }> {
  const { limit, offset, pageNumber } = checkPage(
    options.pageSize,
    options.pageNumber,
    DEFAULT_PAYEES_PAGE_SIZE,
  );
  const search = text(options.search);
  const pattern = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const where = and(
    eq(payees.domainId, domainId),
    search
      ? or(
          ilike(payees.displayName, pattern),
          ilike(payees.emailAddress, pattern),
          eq(payees.tinLast4, search),
        )
      : undefined,
    tinMatchFilter(options.tinMatchStatus),
  );
  const rows = await db
    .select()
    .from(payees)
    .where(where)
    .orderBy(asc(payees.displayName), asc(payees.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(payees).where(where);
  return { payees: rows, pageMetadata: getPageMetadata(total?.value ?? 0, limit, pageNumber) };
}

export async function countPayees(db: Db, domainId: number): Promise<number> {
  const [total] = await db.select({ value: count() }).from(payees).where(eq(payees.domainId, domainId));
  return total?.value ?? 0;
}

/**
 * The row values of a payee save (`addEditPayee`), checked by the payee form's rules from the form
 * package; throws the first problem. A TIN sent back masked keeps the stored one; a new TIN clears an
 * earlier TIN-match result.
 */
export function preparePayeeValues(vault: TinVault, input: PayeeSaveInput, current?: PayeeRow) {
  const storedTin = current ? vault.reveal(current.tinCiphertext) : '';
  const tin = resolveTinInput(input.tin, storedTin);
  const isBusiness = input.entityType === 'Business';
  const names = {
    businessName: text(input.businessName),
    firstName: isBusiness ? '' : text(input.firstName),
    middleName: isBusiness ? '' : text(input.middleName),
    lastName: isBusiness ? '' : text(input.lastName),
  };
  const address = readAddressInput(input.address);
  const check = validatePayee({ ...input, ...names, tin, address }, current ? storedTin : undefined);
  if (check.errors.length > 0)
    throw invalidInputError(check.errors, {
      fallback: PAYEE_MESSAGES.saveFailed,
      developerMessage: PAYEE_MESSAGES.saveFailed,
      toField: toFieldProblem,
    });
  const tinChanged = normalizeTin(tin) !== normalizeTin(storedTin) || input.tinType !== current?.tinType;
  return {
    entityType: input.entityType as PayeeRow['entityType'],
    ...names,
    dba: text(input.dba),
    displayName: getDisplayName(
      isBusiness ? { businessName: names.businessName } : { ...names, businessName: '' },
    ),
    tinType: input.tinType,
    ...vault.seal(tin),
    ...(tinChanged ? { tinMatchStatus: null, tinMatchResult: null } : {}),
    emailAddress: text(input.emailAddress).toLowerCase(),
    phoneNumber: text(input.phoneNumber),
    phoneExt: text(input.phoneExt),
    ...address,
    is1099Vendor: input.is1099Vendor ?? current?.is1099Vendor ?? true,
    partner: input.partner ?? current?.partner ?? null,
    partnerId: input.partnerId ?? current?.partnerId ?? null,
    updatedAt: new Date(),
  };
}

export async function savePayee(
  db: Db,
  vault: TinVault,
  domainId: number,
  input: PayeeSaveInput,
  actor = 'system',
  source?: string,
): Promise<PayeeRow> {
  const current = input.id ? await requirePayee(db, domainId, input.id) : undefined;
  const values = preparePayeeValues(vault, input, current);
  const [saved] = current
    ? await db
        .update(payees)
        .set(values)
        .where(and(eq(payees.id, current.id), eq(payees.domainId, domainId)))
        .returning()
    : await db
        .insert(payees)
        .values({ ...values, domainId })
        .returning();
  if (!saved) throw new AppError('INTERNAL', PAYEE_MESSAGES.saveFailed);
  if (current && current.displayName !== saved.displayName) await renameInFilings(db, saved);
  await recordEntityChange(db, {
    actor,
    domainId,
    entityType: 'payee',
    entityId: saved.id,
    action: current ? 'update' : 'create',
    label: saved.displayName,
    before: current,
    after: saved,
    ...(source ? { source } : {}),
  });
  return saved;
}

/**
 * `addEditPayee`: the payee saved and its drafts re-checked (their Errors column follows the payee) in
 * one transaction, so a failure leaves neither half done.
 */
export async function savePayeeAndRecheck(
  db: Db,
  vault: TinVault,
  domainId: number,
  input: PayeeSaveInput,
  actor = 'system',
  source?: string,
): Promise<PayeeRow> {
  return db.transaction(async (tx) => {
    const saved = await savePayee(tx, vault, domainId, input, actor, source);
    await recheckPayeeDrafts(tx, vault, domainId, saved);
    return saved;
  });
}

/** Filings keep the payee's name for sorting; a rename carries over. */
async function renameInFilings(db: Db, payee: PayeeRow): Promise<void> {
  await db
    .update(filings)
    .set({ payeeName: payee.displayName })
    .where(and(eq(filings.domainId, payee.domainId), eq(filings.payeeId, payee.id)));
}

/** The light payee dialog: a name and an e-mail; a new payee starts as a business without a TIN. */
export async function savePayeeLight(
  db: Db,
  domainId: number,
  input: { id?: number | null; displayName: string; emailAddress?: string | null },
  actor = 'system',
): Promise<PayeeRow> {
  const name = text(input.displayName);
  const email = text(input.emailAddress).toLowerCase();
  const check = validatePayeeLight({ displayName: name, emailAddress: email });
  if (check.errors.length > 0) throw invalidInputError(check.errors, { fallback: PAYEE_MESSAGES.saveFailed });
  if (input.id) {
    const current = await requirePayee(db, domainId, input.id);
    const [saved] = await db
      .update(payees)
      .set({
        displayName: name,
        emailAddress: email,
        ...(current.entityType === 'Business' ? { businessName: name } : {}),
        updatedAt: new Date(),
      })
      .where(eq(payees.id, current.id))
      .returning();
    if (!saved) throw new AppError('NOT_FOUND', PAYEE_MESSAGES.notFound);
    if (current.displayName !== saved.displayName) await renameInFilings(db, saved);
    await recordLight(db, actor, current, saved);
    return saved;
  }
  const [created] = await db
    .insert(payees)
    .values({
      domainId,
      entityType: 'Business',
      businessName: name,
      displayName: name,
      emailAddress: email,
      tinType: 'NA',
    })
    .returning();
  if (!created) throw new AppError('INTERNAL', PAYEE_MESSAGES.saveFailed);
  await recordLight(db, actor, null, created);
  return created;
}

function recordLight(db: Db, actor: string, before: PayeeRow | null, after: PayeeRow): Promise<void> {
  return recordEntityChange(db, {
    actor,
    domainId: after.domainId,
    entityType: 'payee',
    entityId: after.id,
    action: before ? 'update' : 'create',
    label: after.displayName,
    before,
    after,
  });
}

/** Deletes payees with their draft filings; a payee with a filing past Draft stays, and nothing is deleted. */
export async function deletePayees(
  db: Db,
  domainId: number,
  ids: readonly number[],
  actor = 'system',
): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return 0;
  return db.transaction(async (tx) => {
    const found = await tx
      .select()
      .from(payees)
      .where(and(eq(payees.domainId, domainId), inArray(payees.id, unique)));
    if (found.length !== unique.length) throw new AppError('NOT_FOUND', PAYEE_MESSAGES.notFound);
    const [blocked] = await tx
      .select({ payeeId: filings.payeeId })
      .from(filings)
      .where(
        and(eq(filings.domainId, domainId), inArray(filings.payeeId, unique), ne(filings.status, 'Draft')),
      )
      .limit(1);
    if (blocked) {
      const name = found.find((payee) => payee.id === blocked.payeeId)?.displayName ?? 'A payee';
      throw new AppError('CONFLICT', PAYEE_MESSAGES.hasSubmittedFilings(name));
    }
    await tx.delete(filings).where(and(eq(filings.domainId, domainId), inArray(filings.payeeId, unique)));
    await tx.delete(payees).where(and(eq(payees.domainId, domainId), inArray(payees.id, unique)));
    await recordEntityChanges(
      tx,
      found.map((payee) => ({
        actor,
        domainId,
        entityType: 'payee' as const,
        entityId: payee.id,
        action: 'delete',
        label: payee.displayName,
        before: payee,
      })),
    );
    return unique.length;
  });
}

/** 'Ignore' on an InValid TIN match: the payee goes back to not verified. */
export async function ignoreTinValidation(
  db: Db,
  domainId: number,
  payeeId: number,
  actor = 'system',
): Promise<boolean> {
  const payee = await requirePayee(db, domainId, payeeId);
  if (payee.tinMatchStatus !== 'InValid') return false;
  await recordTinMatchStatuses(db, [payee.id], null, null, actor);
  await db
    .update(payees)
    .set({ tinMatchStatus: null, tinMatchResult: null, updatedAt: new Date() })
    .where(eq(payees.id, payee.id));
  return true;
}
