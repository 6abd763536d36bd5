import {
  getFormTypeLabel,
  hasRequiredBoxAmount,
  isFormType,
  isPlaceholderTin,
  maskTin,
  maskTinLast4,
  normalizeTinType,
  type PayeeRecord,
} from '@file1099/forms';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { payees } from '../payees/payees.table.ts';
import { isAppError } from '../../lib/app-error.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { findFilingByPayeeFormYear } from '../filings/filings.queries.ts';
import { saveFiling } from '../filings/filings.service.ts';
import { updatePayer } from '../payers/payers.service.ts';
import {
  findPayeeByPartnerId,
  findPayeeByTin,
  savePayee,
  savePayeeAndRecheck,
} from '../payees/payees.service.ts';
import { comparePayeeWithFile, mergePayeeFromFile } from './import-overwrite.ts';
import { payloadKey, type ImportPayload, type PartnerRef } from './imports.service.ts';
import type {
  ImportQuestion,
  ImportRecordRow,
  ImportRunRow,
  PayeeComparisonRow,
  QuestionKind,
} from './imports.table.ts';

/** A message as a sentence: the form package's field messages have no full stop. */
function asSentence(message: string): string {
  const trimmed = message.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The spec's texts (part 2 §4 and §8). */
export const IMPORT_QUESTIONS = {
  payeeExists: {
    title: 'An existing payee found',
    message: (tin: string) =>
      `A payee with TIN '${tin}' already exists in our system. Do you want to overwrite it?`,
    actions: ['Stop', 'Skip', 'Add as duplicate', 'Overwrite'],
  },
  filingExists: {
    title: 'An existing filing found',
    message: (form: string, year: number, name: string) =>
      `A ${form} for ${name} for ${year} is already in Drafts. Do you want to overwrite it?`,
    actions: ['Overwrite', 'Skip', 'Abort'],
  },
  error: {
    titles: {
      payee: 'Error importing payee',
      filing: 'Error importing filing',
      payer: 'Error importing payer',
    },
    actions: ['Continue', 'Abort'],
  },
} as const;

export const IMPORT_RECORD_MESSAGES = {
  submitted:
    'You have already submitted this filing. Please create a correction filing if you need to make changes to already submitted filing.',
  noBoxAmounts: 'There are no box amounts.',
  payeeNotImported: 'The payee of this row was not imported, so its filing was not either.',
  aborted: 'The import was stopped before this record.',
  skippedByUser: 'Skipped as you chose.',
  onePayer: 'An account has one payer: only the first payer row was used.',
} as const;

/** The payee's importStatus when its partner gave no usable TIN: a W-9 request is due. */
export const PARTNER_TIN_MISSING = 'TinMissing';

/** A new payee from a partner whose TIN was masked or missing: marked for a W-9 request. */
export function partnerImportStatus(payload: Pick<ImportPayload, 'payee' | 'partnerRef'>): {
  importStatus?: string;
} {
  return payload.partnerRef && isPlaceholderTin(payload.payee.tin)
    ? { importStatus: PARTNER_TIN_MISSING }
    : {};
}

async function markNewPayee(db: Db, step: Step, payeeId: number): Promise<void> {
  const status = partnerImportStatus(step.payload);
  if (status.importStatus)
    await db
      .update(payees)
      .set(status)
      .where(and(eq(payees.id, payeeId), eq(payees.domainId, step.run.domainId)));
}

export type Outcome =
  | {
      status: 'Added' | 'Updated' | 'Skipped' | 'Errored';
      message: string | null;
      payeeId?: number | null;
      filingId?: number | null;
    }
  | { question: ImportQuestion }
  /** Stop the run; `current` is what the record being imported becomes (else Aborted with the rest). */
  | { abort: true; current?: { status: 'Errored'; message: string } };

export interface Step {
  run: ImportRunRow;
  record: ImportRecordRow;
  payload: ImportPayload;
  /** The answer for this record: given now for it, or kept with 'Apply to all'. */
  answerFor(kind: QuestionKind): string | undefined;
  payeeIdByTin: Map<string, number | null>;
  /** Who started the import, and the import as audit events name it (record-changes importSource). */
  actor: string;
  source: string;
}

/** A payee record as a payee save; from a partner, the save keeps the partner link. */
export function toPayeeInput(payee: PayeeRecord, id?: number, partnerRef?: PartnerRef) {
  return {
    ...(partnerRef ? { partner: partnerRef.partner, partnerId: partnerRef.vendorId } : {}),
    id: id ?? null,
    entityType: payee.entityType,
    businessName: payee.businessName,
    firstName: payee.firstName,
    middleName: payee.middleName,
    lastName: payee.lastName,
    dba: payee.dba,
    tinType: payee.tinType,
    tin: payee.tin,
    emailAddress: payee.emailAddress,
    phoneNumber: payee.phoneNumber,
    phoneExt: payee.phoneExt,
    address: payee.address,
  };
}

function ask(
  step: Step,
  kind: QuestionKind,
  title: string,
  message: string,
  actions: readonly string[],
  comparison?: PayeeComparisonRow[],
): Outcome {
  return {
    question: {
      kind,
      recordId: step.record.id,
      title,
      message,
      actions: [...actions],
      ...(comparison ? { comparison } : {}),
    },
  };
}

/** A save that failed on the data: ask Continue or Abort (or follow the answer given). */
function onError(step: Step, error: unknown): Outcome {
  if (!isAppError(error)) throw error;
  const answer = step.answerFor('error');
  if (answer === 'Abort') return { abort: true, current: { status: 'Errored', message: error.message } };
  if (answer === 'Continue') return { status: 'Errored', message: error.message };
  return ask(
    step,
    'error',
    IMPORT_QUESTIONS.error.titles[step.payload.kind],
    `Row ${step.record.row} (${step.record.sheet}): ${asSentence(error.message)} Do you want to continue?`,
    IMPORT_QUESTIONS.error.actions,
  );
}

export async function importPayee(db: Db, vault: TinVault, step: Step, payee: PayeeRecord): Promise<Outcome> {
  const domainId = step.run.domainId;
  const partnerRef = step.payload.partnerRef;
  // A partner's vendor is matched by its partner id first, then by TIN (a placeholder matches nobody).
  const existing =
    (partnerRef
      ? await findPayeeByPartnerId(db, domainId, partnerRef.partner, partnerRef.vendorId)
      : undefined) ?? (await findPayeeByTin(db, vault, domainId, payee.tin));
  // A new payee from the file: none matched, or the user chose to add one beside the match.
  const addNew = async () => {
    const saved = await savePayee(
      db,
      vault,
      domainId,
      toPayeeInput(payee, undefined, partnerRef),
      step.actor,
      step.source,
    );
    await markNewPayee(db, step, saved.id);
    return { status: 'Added' as const, message: null, payeeId: saved.id };
  };
  try {
    if (!existing) return await addNew();
    const answer = step.answerFor('payeeExists');
    if (answer === undefined)
      return ask(
        step,
        'payeeExists',
        IMPORT_QUESTIONS.payeeExists.title,
        IMPORT_QUESTIONS.payeeExists.message(
          partnerRef && isPlaceholderTin(payee.tin)
            ? maskTinLast4(existing.tinLast4, existing.tinType)
            : maskTin(payee.tin, payee.tinType),
        ),
        IMPORT_QUESTIONS.payeeExists.actions,
        comparePayeeWithFile(existing, payee),
      );
    if (answer === 'Stop') return { abort: true };
    if (answer === 'Skip')
      return { status: 'Skipped', message: IMPORT_RECORD_MESSAGES.skippedByUser, payeeId: existing.id };
    if (answer === 'Overwrite') {
      // Only what the file carries, and the payee's drafts re-checked in the same transaction.
      const merged = mergePayeeFromFile(existing, payee);
      // A partner's placeholder TIN keeps the stored one (a masked TIN keeps it, as on the payee form).
      const saved = await savePayeeAndRecheck(
        db,
        vault,
        domainId,
        partnerRef
          ? {
              ...merged,
              partner: partnerRef.partner,
              partnerId: partnerRef.vendorId,
              ...(isPlaceholderTin(payee.tin)
                ? { tin: '*', tinType: normalizeTinType(existing.tinType) }
                : {}),
            }
          : merged,
        step.actor,
        step.source,
      );
      return { status: 'Updated', message: null, payeeId: saved.id };
    }
    return await addNew();
  } catch (error) {
    return onError(step, error);
  }
}

export async function importFiling(
  db: Db,
  vault: TinVault,
  step: Step,
  payload: Extract<ImportPayload, { kind: 'filing' }>,
): Promise<Outcome> {
  const { run } = step;
  const payeeId = step.payeeIdByTin.get(payloadKey(payload)) ?? null;
  if (payeeId === null) return { status: 'Skipped', message: IMPORT_RECORD_MESSAGES.payeeNotImported };
  if (
    !isFormType(payload.formType) ||
    !hasRequiredBoxAmount(payload.formType, run.filingYear, payload.filingData)
  )
    return { status: 'Skipped', message: IMPORT_RECORD_MESSAGES.noBoxAmounts, payeeId };
  const existing = await findFilingByPayeeFormYear(
    db,
    run.domainId,
    payeeId,
    payload.formType,
    run.filingYear,
  );
  if (existing && existing.filing.status !== 'Draft')
    return {
      status: 'Skipped',
      message: IMPORT_RECORD_MESSAGES.submitted,
      payeeId,
      filingId: existing.filing.id,
    };
  if (existing) {
    const answer = step.answerFor('filingExists');
    if (answer === undefined) {
      const form = getFormTypeLabel(payload.formType);
      return ask(
        step,
        'filingExists',
        IMPORT_QUESTIONS.filingExists.title,
        IMPORT_QUESTIONS.filingExists.message(form, run.filingYear, existing.payee.displayName),
        IMPORT_QUESTIONS.filingExists.actions,
      );
    }
    if (answer === 'Abort') return { abort: true };
    if (answer === 'Skip')
      return {
        status: 'Skipped',
        message: IMPORT_RECORD_MESSAGES.skippedByUser,
        payeeId,
        filingId: existing.filing.id,
      };
  }
  try {
    const saved = await saveFiling(
      db,
      vault,
      run.domainId,
      {
        id: existing?.filing.id ?? null,
        payeeId,
        filingType: payload.formType,
        filingYear: run.filingYear,
        // Overwrite keeps what the file does not carry (a column it lacks, a blank text cell).
        filingData: existing ? { ...existing.filing.filingData, ...payload.filingData } : payload.filingData,
        correctionType: 'Original',
      },
      step.actor,
      step.source,
    );
    return { status: existing ? 'Updated' : 'Added', message: null, payeeId, filingId: saved.id };
  } catch (error) {
    return onError(step, error);
  }
}

export async function importPayer(
  db: Db,
  vault: TinVault,
  step: Step,
  payee: PayeeRecord,
  isFirst: boolean,
): Promise<Outcome> {
  if (!isFirst) return { status: 'Skipped', message: IMPORT_RECORD_MESSAGES.onePayer };
  const isPerson = payee.entityType === 'Individual';
  try {
    await updatePayer(
      db,
      vault,
      step.run.domainId,
      {
        payerType: payee.entityType,
        businessName: isPerson
          ? [payee.firstName, payee.lastName].filter(Boolean).join(' ')
          : payee.businessName,
        firstName: payee.firstName,
        lastName: payee.lastName,
        tinType: payee.tinType,
        tin: payee.tin,
        emailAddress: payee.emailAddress,
        phoneNumber: payee.phoneNumber,
        phoneExt: payee.phoneExt,
        address: payee.address,
      },
      step.actor,
      step.source,
    );
    return { status: 'Updated', message: null };
  } catch (error) {
    return onError(step, error);
  }
}
