import { recordEntityChange, recordEntityChanges, type EntityChange } from '../audit/record-changes.ts';
import { recordFilingStatuses } from '../audit/record-events.ts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  canCorrectFiling,
  canMoveFilingToDraft,
  getFilingStateSupport,
  getFormBoxes,
  getFormDefinition,
  getFormTypeLabel,
  isFilingStatus,
  isFormType,
  stripFilingDataForSave,
  syncStateSubmission,
  type Problem,
} from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { invalidInputError } from '../../lib/field-messages.ts';
import { requirePayee } from '../payees/payees.service.ts';
import type { PayeeRow } from '../payees/payees.table.ts';
import { filings, filingStatusHistory, type BoxValues, type FilingRow } from './filings.table.ts';
import { checkFiling } from './payee-drafts.ts';

export const FILING_MESSAGES = {
  notFound: 'Filing not found',
  saveFailed: 'Failed to save Filing',
  notDraft:
    'Only draft filings can be changed. Create a correction to change a filing that was already sent.',
  deleteNotDraft: 'Only draft filings can be deleted.',
  duplicate: (form: string, payee: string, year: number) =>
    `A ${form} for ${payee} for ${year} already exists. Edit that filing instead.`,
  filingDataObject: 'The box data must be an object of box names and values',
  notCorrectable: 'Only a filing filed with the IRS or accepted by it can be corrected.',
  correctionExists: 'A correction of this filing is already in Drafts.',
  moveToDraftNotRejected: 'Only rejected filings can be moved back to Draft.',
  unsupported: (form: string, year: number) => `${form} is not available for tax year ${year}`,
} as const;

export interface FilingSaveInput {
  id?: number | null;
  payeeId: number;
  filingType: string;
  filingYear: number;
  filingData?: unknown;
  correctionType?: string | null;
  originalFilingId?: number | null;
  isTestFiling?: boolean | null;
}

export async function findFiling(db: Db, domainId: number, id: number): Promise<FilingRow | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  const [filing] = await db
    .select()
    .from(filings)
    .where(and(eq(filings.id, id), eq(filings.domainId, domainId)));
  return filing;
}

export async function requireFiling(db: Db, domainId: number, id: number): Promise<FilingRow> {
  const filing = await findFiling(db, domainId, id);
  if (!filing) throw new AppError('NOT_FOUND', FILING_MESSAGES.notFound);
  return filing;
}

/** Sum of the amounts that count on Form 1096 (the grid's Total column). */
export function getTotalCents(filingType: string, filingYear: number, filingData: BoxValues): number {
  if (!isFormType(filingType)) return 0;
  return getFormBoxes(filingType, filingYear).reduce((sum, box) => {
    const value = filingData[box.name];
    return box.type === 'money' && box.countsOn1096 && typeof value === 'number' ? sum + value : sum;
  }, 0);
}

function isBoxValues(value: unknown): value is BoxValues {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => v === null || ['number', 'boolean', 'string'].includes(typeof v));
}

/** Payee problems are kept on the filing (the grid's Errors column); box problems stop the save. */
const isPayeeProblem = (problem: Problem) => problem.path === 'payee' || problem.path.startsWith('payee.');

export async function recordStatus(
  db: Db,
  filingId: number,
  status: string,
  statusChangeDesc: string | null,
): Promise<void> {
  await db.insert(filingStatusHistory).values({ filingId, status, statusChangeDesc });
}

/**
 * The row values of a filing save by the catalogue's rules for its form and year: unknown fields
 * dropped, value types and box amounts checked (payee problems kept on the draft, box problems thrown).
 */
export function prepareFilingValues(
  vault: TinVault,
  input: FilingSaveInput,
  payee: PayeeRow,
  current?: Pick<FilingRow, 'correctionType' | 'originalFilingId' | 'isTestFiling'>,
) {
  if (!isFormType(input.filingType) || !getFormDefinition(input.filingType, input.filingYear)) {
    const form = isFormType(input.filingType) ? getFormTypeLabel(input.filingType) : String(input.filingType);
    throw new AppError('BAD_USER_INPUT', FILING_MESSAGES.unsupported(form, input.filingYear), {
      fieldMessages: { filingType: 'Not available' },
    });
  }
  if (!isBoxValues(input.filingData)) throw new AppError('BAD_USER_INPUT', FILING_MESSAGES.filingDataObject);
  const { filingData } = stripFilingDataForSave(input.filingType, input.filingYear, input.filingData);
  const correctionType = input.correctionType ?? current?.correctionType ?? 'Original';
  const originalFilingId = input.originalFilingId ?? current?.originalFilingId ?? null;
  const draft = {
    filingType: input.filingType,
    filingYear: input.filingYear,
    correctionType,
    originalFilingId,
    filingData: filingData as BoxValues,
  };
  const result = checkFiling(vault, draft, payee);
  const blocking = result.errors.filter((problem) => !isPayeeProblem(problem));
  if (blocking.length > 0) {
    throw invalidInputError(blocking, {
      fallback: FILING_MESSAGES.saveFailed,
      developerMessage: FILING_MESSAGES.saveFailed,
    });
  }
  return {
    payeeId: payee.id,
    payeeName: payee.displayName,
    filingType: input.filingType,
    filingYear: input.filingYear,
    filingData: filingData as BoxValues,
    totalCents: getTotalCents(input.filingType, input.filingYear, filingData as BoxValues),
    correctionType,
    originalFilingId,
    isTestFiling: input.isTestFiling ?? current?.isTestFiling ?? false,
    errors: result.errors,
    warnings: result.warnings,
    updatedAt: new Date(),
  };
}

export async function saveFiling(
  db: Db,
  vault: TinVault,
  domainId: number,
  input: FilingSaveInput,
  actor = 'system',
  source?: string,
): Promise<FilingRow> {
  const current = input.id ? await requireFiling(db, domainId, input.id) : undefined;
  if (current && current.status !== 'Draft') throw new AppError('BAD_USER_INPUT', FILING_MESSAGES.notDraft);
  const payee = await requirePayee(db, domainId, input.payeeId);
  const values = prepareFilingValues(vault, input, payee, current);
  if (values.originalFilingId !== null) await requireFiling(db, domainId, values.originalFilingId);
  if (values.correctionType === 'Original') {
    const [duplicate] = await db
      .select({ id: filings.id })
      .from(filings)
      .where(
        and(
          eq(filings.domainId, domainId),
          eq(filings.payeeId, payee.id),
          eq(filings.filingType, values.filingType),
          eq(filings.filingYear, values.filingYear),
          eq(filings.correctionType, 'Original'),
          current ? ne(filings.id, current.id) : undefined,
        ),
      )
      .limit(1);
    if (duplicate) {
      const form = isFormType(values.filingType) ? getFormTypeLabel(values.filingType) : values.filingType;
      throw new AppError('CONFLICT', FILING_MESSAGES.duplicate(form, payee.displayName, values.filingYear));
    }
  }
  return db.transaction(async (tx) => {
    if (current) {
      // The state selection follows an edit of the state withholding data (docs/services.md).
      const { stateSub } = syncStateSubmission(current, getFilingStateSupport(values));
      const [updated] = await tx
        .update(filings)
        .set({ ...values, stateSub })
        .where(eq(filings.id, current.id))
        .returning();
      if (!updated) throw new AppError('NOT_FOUND', FILING_MESSAGES.notFound);
      await recordEntityChange(tx, filingChange(actor, 'update', current, updated, source));
      return updated;
    }
    const [created] = await tx
      .insert(filings)
      .values({ ...values, domainId })
      .returning();
    if (!created) throw new AppError('INTERNAL', FILING_MESSAGES.saveFailed);
    await recordStatus(tx, created.id, 'Draft', 'Created');
    await recordEntityChange(tx, filingChange(actor, 'create', null, created, source));
    return created;
  });
}

/** How a correction is made (the createCorrection operation's kind). */
export const CORRECTION_KINDS = ['OneStep', 'TwoStep'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

function zeroAmounts(filingType: string, filingYear: number, filingData: BoxValues): BoxValues {
  if (!isFormType(filingType)) return { ...filingData };
  const money = new Set(
    getFormBoxes(filingType, filingYear)
      .filter((box) => box.type === 'money')
      .map((box) => box.name),
  );
  return Object.fromEntries(
    Object.entries(filingData).map(([name, value]) => [name, money.has(name) ? 0 : value]),
  );
}

/**
 * 'Create a correction' (Pub 1220 and reference/form-rules.md §D): one step — a First correction with
 * the amounts to fix; two steps, for a wrong TIN or name — a First correction with every amount zero
 * and a Second correction, the return as it should have been.
 */
export async function createCorrection(
  db: Db,
  domainId: number,
  filingId: number,
  kind: CorrectionKind,
  actor = 'system',
): Promise<FilingRow[]> {
  const original = await requireFiling(db, domainId, filingId);
  if (!isFilingStatus(original.status) || !canCorrectFiling(original.status))
    throw new AppError('BAD_USER_INPUT', FILING_MESSAGES.notCorrectable);
  const [pending] = await db
    .select({ id: filings.id })
    .from(filings)
    .where(and(eq(filings.originalFilingId, original.id), eq(filings.status, 'Draft')))
    .limit(1);
  if (pending) throw new AppError('CONFLICT', FILING_MESSAGES.correctionExists);
  const base = {
    domainId,
    payeeId: original.payeeId,
    payeeName: original.payeeName,
    filingType: original.filingType,
    filingYear: original.filingYear,
    originalFilingId: original.id,
    isTestFiling: original.isTestFiling,
    errors: original.errors,
    warnings: [],
  };
  const rows =
    kind === 'OneStep'
      ? [
          {
            ...base,
            correctionType: 'First',
            filingData: original.filingData,
            totalCents: original.totalCents,
          },
        ]
      : [
          {
            ...base,
            correctionType: 'First',
            filingData: zeroAmounts(original.filingType, original.filingYear, original.filingData),
            totalCents: 0,
          },
          {
            ...base,
            correctionType: 'Second',
            filingData: original.filingData,
            totalCents: original.totalCents,
          },
        ];
  return db.transaction(async (tx) => {
    const created = await tx.insert(filings).values(rows).returning();
    for (const row of created) {
      await recordStatus(tx, row.id, 'Draft', `Correction of filing ${original.id}`);
      await recordEntityChange(tx, filingChange(actor, 'create', null, row));
    }
    return created;
  });
}

/** Deletes drafts only; when any filing is not a draft (or not this account's), nothing is deleted. */
export async function deleteFilings(
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
      .from(filings)
      .where(and(eq(filings.domainId, domainId), inArray(filings.id, unique)));
    if (found.length !== unique.length) throw new AppError('NOT_FOUND', FILING_MESSAGES.notFound);
    if (found.some((filing) => filing.status !== 'Draft'))
      throw new AppError('BAD_USER_INPUT', FILING_MESSAGES.deleteNotDraft);
    await tx.delete(filings).where(and(eq(filings.domainId, domainId), inArray(filings.id, unique)));
    await recordEntityChanges(
      tx,
      found.map((filing) => filingChange(actor, 'delete', filing, null)),
    );
    return unique.length;
  });
}

/** A filing's change for the audit trail, named by its form, year and payee. */
function filingChange(
  actor: string,
  action: 'create' | 'update' | 'delete',
  before: FilingRow | null,
  after: FilingRow | null,
  source?: string,
): EntityChange {
  const row = after ?? before;
  return {
    actor,
    domainId: row?.domainId ?? 0,
    entityType: 'filing',
    entityId: row?.id ?? 0,
    action,
    label: row ? `${row.filingType} ${row.filingYear} for ${row.payeeName}` : '',
    before,
    after,
    ...(source ? { source } : {}),
  };
}

/** 'Move to Draft Mode': rejected filings go back to Draft to be fixed and sent again. */
export async function moveFilingsToDraft(
  db: Db,
  domainId: number,
  ids: readonly number[],
  actor = 'system',
): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select()
      .from(filings)
      .where(and(eq(filings.domainId, domainId), inArray(filings.id, unique)));
    if (found.length !== unique.length) throw new AppError('NOT_FOUND', FILING_MESSAGES.notFound);
    if (found.some((filing) => !isFilingStatus(filing.status) || !canMoveFilingToDraft(filing.status)))
      throw new AppError('BAD_USER_INPUT', FILING_MESSAGES.moveToDraftNotRejected);
    const now = new Date();
    await recordFilingStatuses(tx, unique, 'Draft', 'Moved to Draft', actor);
    await tx
      .update(filings)
      .set({ status: 'Draft', statusChangeDesc: 'Moved to Draft', statusChangeDate: now, updatedAt: now })
      .where(and(eq(filings.domainId, domainId), inArray(filings.id, unique)));
    for (const filing of found) await recordStatus(tx, filing.id, 'Draft', 'Moved to Draft');
    return found.length;
  });
}

/** Sets filings' status (the back office); records the change in each filing's history. */
export async function setFilingStatus(
  db: Db,
  ids: readonly number[],
  status: string,
  statusChangeDesc: string | null,
  actor = 'system',
): Promise<number> {
  if (!isFilingStatus(status)) throw new AppError('BAD_USER_INPUT', `Unknown filing status ${status}`);
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const now = new Date();
    await recordFilingStatuses(tx, unique, status, statusChangeDesc, actor);
    const updated = await tx
      .update(filings)
      .set({ status, statusChangeDesc, statusChangeDate: now, updatedAt: now })
      .where(inArray(filings.id, unique))
      .returning({ id: filings.id });
    for (const row of updated) await recordStatus(tx, row.id, status, statusChangeDesc);
    return updated.length;
  });
}
