import { randomUUID } from 'node:crypto';
import {
  createIrisTransmissions,
  IrisWriteError,
  type EfileReturn,
  type IrisTransmission,
  type IrisSubmissionInput,
  type IrisTaxYear,
} from '@file1099/efile';
import { AppError } from '../../lib/app-error.ts';
import type { Replacement } from './agency-replace.ts';
import type { IrisFileCheck, IrisFileProblem } from './file-check.ts';
import { sealFile, softwareIdFor, type TransmissionServices } from './transmission-file.ts';

/** Writing a Generate's files, and the checks that keep a file the IRS would refuse from being stored. */

/** Filings refused on the way, with the reason the user sees. */
export type Rejected = { filingId: number; reason: string }[];

export interface PendingSubmission {
  input: IrisSubmissionInput;
  returns: EfileReturn[];
  filingIds: number[];
  /** What this submission replaces, in a replacement (R) transmission. */
  replaces?: Replacement;
}

export interface Group {
  taxYear: IrisTaxYear;
  test: boolean;
  transmissionType: 'O' | 'C' | 'R';
  /** An R transmission replacing a wholly rejected one. */
  replaces?: Replacement & { kind: 'transmission' };
  submissions: Map<string, PendingSubmission>;
}

/** Said of each filing whose payee TIN is on another form of the submission with no distinct account number. */
export const REPEATED_TIN_MESSAGE = (last4: string) =>
  `The payee's TIN (ending ${last4}) is also on another form of this type from this payer. The IRS needs a different account number on each: enter one under Account number on each form, then submit again. (IRS rule FS1H001)`;

/**
 * IRS rule FS1H001: a recipient TIN repeated in a submission needs an account number on each record,
 * different from the others. The records that break it are rejected with the reason; the rest go on.
 */
export function dropRepeatedTins(submission: PendingSubmission, rejected: Rejected): void {
  const account = (ret: EfileReturn) => String(ret.filingData.payeeAccountNumber ?? '').trim();
  const seen = new Map<string, Map<string, number>>();
  for (const ret of submission.returns) {
    if (!ret.payee.tin) continue;
    const accounts = seen.get(ret.payee.tin) ?? new Map<string, number>();
    accounts.set(account(ret), (accounts.get(account(ret)) ?? 0) + 1);
    seen.set(ret.payee.tin, accounts);
  }
  const breaks = (ret: EfileReturn) => {
    const accounts = seen.get(ret.payee.tin);
    if (!accounts || [...accounts.values()].reduce((a, b) => a + b, 0) < 2) return false;
    return account(ret) === '' || (accounts.get(account(ret)) ?? 0) > 1;
  };
  if (!submission.returns.some(breaks)) return;
  const keep = submission.returns.map((ret) => !breaks(ret));
  submission.returns.forEach((ret, k) => {
    const filingId = submission.filingIds[k];
    if (!keep[k] && filingId !== undefined)
      rejected.push({ filingId, reason: REPEATED_TIN_MESSAGE(ret.payee.tin.slice(-4)) });
  });
  const returns = submission.returns.filter((_ret, k) => keep[k]);
  const filingIds = submission.filingIds.filter((_id, k) => keep[k]);
  submission.returns.splice(0, submission.returns.length, ...returns);
  submission.filingIds.splice(0, submission.filingIds.length, ...filingIds);
}
/**
 * The IRS test system takes only test TINs (first three digits 000, IRS rules SMF027 and its
 * recipient twin): a test file carries each TIN with 000 in place of its first three digits, so no
 * real TIN goes to the test system either.
 */
const toTestTin = (tin: string) => (/^\d{9}$/.test(tin) ? `000${tin.slice(3)}` : tin);

function withTestTins(input: IrisSubmissionInput): IrisSubmissionInput {
  return {
    ...input,
    payer: { ...input.payer, tin: toTestTin(input.payer.tin.replace(/\D/g, '')) },
    returns: [...input.returns].map((ret) => ({
      ...ret,
      payee: { ...ret.payee, tin: toTestTin(ret.payee.tin) },
    })),
  };
}

/**
 * The largest IRIS file Generate writes. The IRS takes up to 100 MB, but a file is checked whole
 * against the schema before it is stored, and libxml2 needs about 14 times the file's size for that:
 * 25 MB files keep one check near 350 MB however many filings a Generate takes.
 */
export const GENERATED_TRANSMISSION_BYTES = 25_000_000;

/** The group's transmissions, planned (ids, submissions, counts) but not written yet. */
export function planAll(
  services: TransmissionServices,
  group: Group,
  submissions: readonly PendingSubmission[],
) {
  const { transmitter, contact } = services.transmitter;
  const softwareId = softwareIdFor(services.transmitter, group.taxYear);
  const test = group.test || services.liveToTestSystem === true;
  return createIrisTransmissions({
    taxYear: group.taxYear,
    transmissionType: group.transmissionType,
    ...(group.replaces ? { originalReceiptId: group.replaces.receiptId } : {}),
    test,
    transmitter,
    softwareId,
    contact,
    createUuid: randomUUID,
    submissions: submissions.map((s) => (test ? withTestTins(s.input) : s.input)),
    maxTransmissionBytes: services.maxTransmissionBytes ?? GENERATED_TRANSMISSION_BYTES,
  });
}

export function writeAll(
  services: TransmissionServices,
  group: Group,
  submissions: readonly PendingSubmission[],
) {
  return planAll(services, group, submissions).map((transmission) => ({
    transmission,
    xml: [...transmission.write()].join(''),
  }));
}

/** A written, checked file as it is stored: sealed (gzip, then encrypted), with its size. */
export interface SealedTransmission {
  transmission: IrisTransmission;
  sealed: string;
  bytes: number;
}

/** What writing a group's files one by one gave: the files, or what refused them. */
export type WrittenOneByOne =
  | { ok: true; files: SealedTransmission[]; carried: PendingSubmission[] }
  | { ok: false; writerRefused: boolean; problem: string };

/** The parts of the submissions a planned transmission holds, as submissions of their own. */
export function partsOf(
  submissions: readonly PendingSubmission[],
  transmission: IrisTransmission,
): PendingSubmission[] {
  return transmission.submissions.flatMap((planned) => {
    const source = submissions[planned.inputIndex];
    if (!source) return [];
    const end = planned.firstReturnIndex + planned.returnCount;
    const returns = source.returns.slice(planned.firstReturnIndex, end);
    const filingIds = source.filingIds.slice(planned.firstReturnIndex, end);
    return [{ ...source, input: { ...source.input, returns }, returns, filingIds }];
  });
}

/**
 * The usual case, in the memory of one file: each transmission is written, checked and sealed before
 * the next is written. With carryLast the last planned transmission (usually not full yet) is not
 * written: its submissions come back as carried, to be planned again with the next filings read.
 * When the writer or the check refuses something that is not the transmission's own part, the answer
 * says what; the caller then finds the filings at fault (writeGroup).
 */
export async function writeCheckedOneByOne(
  services: TransmissionServices,
  group: Group,
  submissions: readonly PendingSubmission[],
  check: IrisFileCheck,
  carryLast = false,
): Promise<WrittenOneByOne> {
  const files: SealedTransmission[] = [];
  let carried: PendingSubmission[] = [];
  try {
    const planned = planAll(services, group, submissions);
    const last = carryLast ? planned.pop() : undefined;
    if (last) carried = partsOf(submissions, last);
    for (const transmission of planned) {
      const xml = [...transmission.write()].join('');
      const problems = await check(group.taxYear, [xml]);
      const [problem] = problems;
      if (refuseTransmissionLevel(problems))
        return { ok: false, writerRefused: false, problem: problem?.message ?? '' };
      files.push({
        transmission,
        sealed: sealFile(services.encryptor, xml),
        bytes: Buffer.byteLength(xml, 'utf8'),
      });
    }
  } catch (error) {
    if (error instanceof IrisWriteError) return { ok: false, writerRefused: true, problem: error.message };
    throw error;
  }
  return { ok: true, files, carried };
}

/** Said when a file fails its check though each of its filings passed alone; nothing is generated. */
export const TRANSMISSION_CHECK_FAILED = 'The transmission file failed its check, so nothing was generated:';
/** Said when the transmission's own part is refused: the operator's settings, not a filing, are at fault. */
export const TRANSMITTER_REFUSED =
  'The transmitter settings (efile.transmitter.*) are refused, so nothing was generated:';

/** Throws when a problem lies in the transmission's own part; else whether any file has a problem. */
export function refuseTransmissionLevel(problems: readonly (IrisFileProblem | undefined)[]): boolean {
  const own = problems.find((problem) => problem?.transmissionLevel);
  if (own) throw new AppError('BAD_USER_INPUT', `${TRANSMITTER_REFUSED} ${own.message}`);
  return problems.some(Boolean);
}

/** A part of a submission checked on its own, and the submission it belongs to. */
interface Unit {
  parent: PendingSubmission;
  part: PendingSubmission;
}

export const singleReturns = (parent: PendingSubmission): Unit[] =>
  parent.returns.map((ret, k) => ({
    parent,
    part: {
      input: { ...parent.input, returns: [ret] },
      returns: [ret],
      filingIds: [parent.filingIds[k] ?? 0],
      ...(parent.replaces ? { replaces: parent.replaces } : {}),
    },
  }));

export const wholeSubmission = (parent: PendingSubmission): Unit[] => [{ parent, part: parent }];

/**
 * Writes and checks each unit alone: the filings of a unit that fails are rejected with the reason;
 * each submission keeps the units that pass.
 */
export async function rejectFailing(
  services: TransmissionServices,
  group: Group,
  units: readonly Unit[],
  check: IrisFileCheck,
  rejected: Rejected,
): Promise<PendingSubmission[]> {
  const parts = units.flatMap((unit, index) =>
    writeAll(services, group, [unit.part]).map((w) => ({ index, xml: w.xml })),
  );
  const answers = await check(
    group.taxYear,
    parts.map((p) => p.xml),
  );
  refuseTransmissionLevel(answers);
  const failed = new Map<number, string>();
  parts.forEach((p, k) => {
    const answer = answers[k];
    if (answer && !failed.has(p.index)) failed.set(p.index, answer.message);
  });
  const kept = new Map<PendingSubmission, PendingSubmission>();
  units.forEach((unit, index) => {
    const reason = failed.get(index);
    if (reason) {
      for (const filingId of unit.part.filingIds) rejected.push({ filingId, reason });
      return;
    }
    let next = kept.get(unit.parent);
    if (!next) {
      const returns: EfileReturn[] = [];
      next = { ...unit.parent, input: { ...unit.parent.input, returns }, returns, filingIds: [] };
      kept.set(unit.parent, next);
    }
    next.returns.push(...unit.part.returns);
    next.filingIds.push(...unit.part.filingIds);
  });
  return [...kept.values()];
}

/**
 * The submissions the writer can carry; the filings of each one it refuses alone are rejected with
 * the writer's sentence.
 */
export function dropUnwritable(
  services: TransmissionServices,
  group: Group,
  submissions: readonly PendingSubmission[],
  rejected: Rejected,
): PendingSubmission[] {
  return submissions.filter((submission) => {
    try {
      writeAll(services, group, [submission]);
      return true;
    } catch (alone) {
      if (!(alone instanceof IrisWriteError)) throw alone;
      for (const filingId of submission.filingIds) rejected.push({ filingId, reason: alone.message });
      return false;
    }
  });
}
