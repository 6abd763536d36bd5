import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  formatPub1220Problem,
  isPub1220TaxYear,
  PUB1220_TAX_YEARS,
  Pub1220WriteError,
  validatePub1220,
  writePub1220ToString,
  type CorrectionCode,
  type EfilePayerGroup,
  type EfileReturn,
  type Pub1220TaxYear,
} from '@file1099/efile';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { filings } from '../filings/filings.table.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { Group, PendingSubmission, Rejected } from './agency-write.ts';
import { DEFAULT_FIRE_LAST_FILING_DATE, FIRE_SETTING_NAMES } from './fire.config.ts';
import { makeFileName, sealFile, type TransmissionServices } from './transmission-file.ts';
import { agencyTransmissionRecords, agencyTransmissions } from './transmissions.table.ts';

/**
 * Pub 1220 (FIRE) transmissions, chosen at Generate for a tax year the writer supports (2024, 2025)
 * while FIRE still takes files (`fire.lastFilingDate`). One file per tax year, test flag and kind
 * (originals, corrections: G and C records go in their own file), T, A per payer × form, B, C, K, F
 * as writePub1220 writes them; checked with validatePub1220 before it is kept. A record's id is the
 * number of its A group in the file (submissionId) and its B record's sequence number (recordId).
 */

/** The Pub 1220 choice Generate was given, checked (choosePub1220). */
export interface Pub1220Choice {
  taxYear: Pub1220TaxYear;
  /** The FIRE Transmitter Control Code (fire.tcc), in place of the IRIS one. */
  tcc: string;
}

export const PUB1220_MESSAGES = {
  taxYearRequired: 'Choose the tax year of the Pub 1220 file.',
  taxYear: (year: number) =>
    `Pub 1220 files are written for tax years ${PUB1220_TAX_YEARS.join(' and ')} only; tax year ${year} goes to the IRS as IRIS XML.`,
  closed: (date: string) =>
    `FIRE takes no Pub 1220 files after ${date} (setting ${FIRE_SETTING_NAMES.lastFilingDate}); generate IRIS XML instead.`,
  tccMissing: `A Pub 1220 file needs the FIRE Transmitter Control Code: set ${FIRE_SETTING_NAMES.tcc} (5 letters or digits; it is not the IRIS TCC).`,
  fileRefused:
    'The Pub 1220 file failed its check in the transmitter or totals records, so nothing was generated:',
  irisAckForFire:
    'This transmission is a Pub 1220 (FIRE) file: FIRE answers on its own site, not with an IRIS acknowledgement. Record its result with Mark as Accepted or Mark as Rejected; nothing was changed.',
  notIris: 'A Pub 1220 (FIRE) transmission is never sent through IRIS A2A.',
} as const;

/** What the Generate dialog shows: whether FIRE takes files today, until when, for which years. */
export interface FireWindow {
  lastFilingDate: string;
  open: boolean;
  taxYears: number[];
}

/** Today's date in the IRS's time zone (US Eastern), as YYYY-MM-DD. */
export function easternDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

type ConfigReader = Pick<ConfigService, 'get'>;

const readText = (config: ConfigReader, name: string): string => {
  const value = config.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export function readFireWindow(config: ConfigReader, now = new Date()): FireWindow {
  const lastFilingDate = readText(config, FIRE_SETTING_NAMES.lastFilingDate) || DEFAULT_FIRE_LAST_FILING_DATE;
  return { lastFilingDate, open: easternDate(now) <= lastFilingDate, taxYears: [...PUB1220_TAX_YEARS] };
}

/** The Pub 1220 choice, or the reason it can not be made (an operator message naming the setting). */
export function choosePub1220(
  config: ConfigReader,
  taxYear: number | null | undefined,
  now = new Date(),
): Pub1220Choice {
  if (taxYear === null || taxYear === undefined)
    throw new AppError('BAD_USER_INPUT', PUB1220_MESSAGES.taxYearRequired);
  if (!isPub1220TaxYear(taxYear)) throw new AppError('BAD_USER_INPUT', PUB1220_MESSAGES.taxYear(taxYear));
  const window = readFireWindow(config, now);
  if (!window.open) throw new AppError('BAD_USER_INPUT', PUB1220_MESSAGES.closed(window.lastFilingDate));
  const tcc = readText(config, FIRE_SETTING_NAMES.tcc).toUpperCase();
  if (!/^[A-Z0-9]{5}$/.test(tcc)) throw new AppError('BAD_USER_INPUT', PUB1220_MESSAGES.tccMissing);
  return { taxYear, tcc };
}

/** Generate's hook: a Pub 1220 Generate takes the ready filings of its tax year only. */
export function pub1220ReadyCondition(services: TransmissionServices) {
  return services.pub1220 ? eq(filings.filingYear, services.pub1220.taxYear) : undefined;
}

/** The order writePub1220 writes a group's B records in: originals, then G, then C. */
const CORRECTION_ORDER: readonly CorrectionCode[] = ['', 'G', 'C'];

/** Test files carry 000 in place of a TIN's first three digits, as the IRIS test files do. */
const toTestTin = (tin: string) => {
  const digits = tin.replace(/\D/g, '');
  return /^\d{9}$/.test(digits) ? `000${digits.slice(3)}` : tin;
};

interface Planned {
  groups: EfilePayerGroup[];
  /** Per A record of the file (in order), the filings of its B records, in order. */
  aGroups: number[][];
}

/** The submissions as writer groups, each one's returns in the order their B records are written. */
function plan(submissions: readonly PendingSubmission[], test: boolean): Planned {
  const groups: EfilePayerGroup[] = [];
  const aGroups: number[][] = [];
  for (const submission of submissions) {
    const returns: EfileReturn[] = [];
    for (const correction of CORRECTION_ORDER) {
      const ids: number[] = [];
      submission.returns.forEach((ret, k) => {
        const filingId = submission.filingIds[k];
        if ((ret.correction ?? '') !== correction || filingId === undefined) return;
        returns.push(test ? { ...ret, payee: { ...ret.payee, tin: toTestTin(ret.payee.tin) } } : ret);
        ids.push(filingId);
      });
      if (ids.length > 0) aGroups.push(ids);
    }
    const { payer, formType, combinedFederalState } = submission.input;
    groups.push({
      payer: test ? { ...payer, tin: toTestTin(payer.tin) } : payer,
      formType,
      ...(combinedFederalState ? { combinedFederalState } : {}),
      returns,
    });
  }
  return { groups, aGroups };
}

function writeFile(
  services: TransmissionServices,
  choice: Pub1220Choice,
  group: Group,
  groups: EfilePayerGroup[],
  now: Date,
) {
  const { transmitter } = services.transmitter;
  return writePub1220ToString({
    taxYear: choice.taxYear,
    transmitter: { ...transmitter, tcc: choice.tcc },
    test: group.test,
    priorYear: choice.taxYear < Number(easternDate(now).slice(0, 4)) - 1,
    groups,
  });
}

const RECORD_WIDTH = 750;

/** Per record number (1-based) of an A or B record, the filings it carries; and each B's ids. */
function mapRecords(text: string, aGroups: readonly number[][]) {
  const byRecord = new Map<number, number[]>();
  const ids: { filingId: number; submissionId: number; recordId: number }[] = [];
  let aIndex = 0;
  let bIndex = 0;
  for (let start = 0, number = 1; start < text.length; start += RECORD_WIDTH, number += 1) {
    const type = text[start];
    if (type === 'A') {
      aIndex += 1;
      bIndex = 0;
      byRecord.set(number, aGroups[aIndex - 1] ?? []);
    } else if (type === 'B') {
      const filingId = aGroups[aIndex - 1]?.[bIndex];
      bIndex += 1;
      if (filingId === undefined)
        throw new Error('The Pub 1220 file has a B record no filing was planned for.');
      byRecord.set(number, [filingId]);
      const sequence = Number(text.slice(start + 499, start + 507));
      ids.push({ filingId, submissionId: aIndex, recordId: sequence });
    }
  }
  return { byRecord, ids };
}

/** Drops the filings given from the submissions (those left with none go). */
function without(submissions: readonly PendingSubmission[], drop: ReadonlySet<number>): PendingSubmission[] {
  return submissions.flatMap((submission) => {
    const keep = submission.filingIds.map((id) => !drop.has(id));
    const returns = submission.returns.filter((_r, k) => keep[k]);
    if (returns.length === 0) return [];
    const filingIds = submission.filingIds.filter((_id, k) => keep[k]);
    return [{ ...submission, input: { ...submission.input, returns }, returns, filingIds }];
  });
}

/** Each submission's returns the writer refuses alone, rejected with the writer's sentence. */
function rejectUnwritable(
  services: TransmissionServices,
  choice: Pub1220Choice,
  group: Group,
  submissions: readonly PendingSubmission[],
  now: Date,
  rejected: Rejected,
): Set<number> {
  const drop = new Set<number>();
  for (const submission of submissions)
    submission.returns.forEach((ret, k) => {
      const filingId = submission.filingIds[k];
      if (filingId === undefined) return;
      try {
        writeFile(
          services,
          choice,
          group,
          plan([{ ...submission, returns: [ret], filingIds: [filingId] }], group.test).groups,
          now,
        );
      } catch (error) {
        if (!(error instanceof Pub1220WriteError)) throw error;
        drop.add(filingId);
        rejected.push({ filingId, reason: error.message });
      }
    });
  return drop;
}

/**
 * Generate's hook for a Pub 1220 group: writes the group's one file and validates it. Filings whose
 * A or B records fail (or that the writer refuses) are rejected with the reason and the file written
 * again without them; a problem in the T, C, K or F record stops Generate with the check's sentence.
 */
export async function writePub1220Group(
  db: Db,
  services: TransmissionServices,
  group: Group,
  batch: readonly PendingSubmission[],
  now: Date,
  rejected: Rejected,
): Promise<{ transmissionIds: number[]; filingIds: number[] }> {
  const choice = services.pub1220;
  if (!choice) throw new Error('writePub1220Group needs the Pub 1220 choice.');
  let submissions = [...batch];
  for (;;) {
    if (submissions.length === 0) return { transmissionIds: [], filingIds: [] };
    const planned = plan(submissions, group.test);
    let text: string;
    try {
      text = writeFile(services, choice, group, planned.groups, now);
    } catch (error) {
      if (!(error instanceof Pub1220WriteError)) throw error;
      const drop = rejectUnwritable(services, choice, group, submissions, now, rejected);
      if (drop.size === 0)
        throw new AppError('BAD_USER_INPUT', `${PUB1220_MESSAGES.fileRefused} ${error.message}`);
      submissions = without(submissions, drop);
      continue;
    }
    const { byRecord, ids } = mapRecords(text, planned.aGroups);
    const errors = validatePub1220(text).problems.filter((p) => p.severity === 'error');
    if (errors.length === 0) return store(db, services, choice, group, text, ids, planned.groups.length, now);
    const own = errors.find((p) => !byRecord.has(p.recordNumber));
    if (own)
      throw new AppError('BAD_USER_INPUT', `${PUB1220_MESSAGES.fileRefused} ${formatPub1220Problem(own)}`);
    const drop = new Set<number>();
    for (const problem of errors)
      for (const filingId of byRecord.get(problem.recordNumber) ?? [])
        if (!drop.has(filingId)) {
          drop.add(filingId);
          rejected.push({ filingId, reason: formatPub1220Problem(problem) });
        }
    submissions = without(submissions, drop);
  }
}

async function store(
  db: Db,
  services: TransmissionServices,
  choice: Pub1220Choice,
  group: Group,
  text: string,
  ids: readonly { filingId: number; submissionId: number; recordId: number }[],
  payerGroups: number,
  now: Date,
): Promise<{ transmissionIds: number[]; filingIds: number[] }> {
  const uniqueTransmissionId = `${randomUUID()}:FIRE:${choice.tcc}::A`;
  const fileName = makeFileName('PUB1220', {
    id: uniqueTransmissionId,
    taxYear: group.taxYear,
    type: group.transmissionType,
    test: group.test,
    now,
  });
  const [row] = await db
    .insert(agencyTransmissions)
    .values({
      uniqueTransmissionId,
      formatType: 'PUB1220',
      taxYear: group.taxYear,
      transmissionType: group.transmissionType,
      isTest: group.test,
      fileName,
      fileSealed: sealFile(services.encryptor, text),
      fileBytes: Buffer.byteLength(text, 'utf8'),
      recipientCount: ids.length,
      issuerCount: payerGroups,
      statusChangeDate: now,
    })
    .returning({ id: agencyTransmissions.id });
  if (!row) throw new Error('The transmission was not stored.');
  for (let start = 0; start < ids.length; start += 1_000)
    await db
      .insert(agencyTransmissionRecords)
      .values(ids.slice(start, start + 1_000).map((record) => ({ transmissionId: row.id, ...record })));
  return { transmissionIds: [row.id], filingIds: ids.map((record) => record.filingId) };
}
