import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  getStateFileLayoutYear,
  payerFromForms,
  Pub1220WriteError,
  returnFromForms,
  writeStatePub1220,
  type EfileReturn,
  type EfileTransmitter,
} from '@file1099/efile';
import { buildStateSpecialData, getSelfEFileFormat, getStateChannel, isFormType } from '@file1099/forms';
import type { FilingData, FormType } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadZipJs } from '../../lib/lazy-modules.ts';
import { checkPage, getPageMetadata, type PageMetadata } from '../../lib/paging.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { toPayeeCheckInput } from '../filings/payee-drafts.ts';
import { filings, type FilingRow } from '../filings/filings.table.ts';
import { toPayerCheckInput } from '../payers/payers.service.ts';
import { payers } from '../payers/payers.table.ts';
import { payees, type PayeeRow } from '../payees/payees.table.ts';
import { stateOnly } from './state-filing.service.ts';

/**
 * Download Self eFile Transmissions (spec part 2 §2, §4; docs/state-filing.md): the account's state
 * filings with method SelfEFile that are ReadyForDownload while the federal return is Sent_To_Agency
 * or Accepted, one file per state in the format the state takes (Pub 1220 with the state's fields),
 * packed in one AES-256 encrypted zip whose password is the last 4 digits of the account's TIN.
 */

/** The download screen's grid (spec part 2 §2, §9: state filings download screen, default 50). */
export const SELF_EFILE_PAGE_SIZE = 50;
/** Most filings one download packs. */
export const MAX_SELF_EFILE_FILINGS = 20_000;

export const SELF_EFILE_MESSAGES = {
  nothing: 'There are no Self eFile state filings ready for download for this year.',
  noTin: "Add the payer's TIN before downloading: the zip file's password is its last 4 digits.",
  tooMany: `At most ${MAX_SELF_EFILE_FILINGS} state filings can be downloaded at once.`,
  password: "The zip file's password is the last 4 digits of the payer's TIN.",
  taxYear: (year: number) =>
    `Tax year ${year} has no Pub 1220 layout for state files (File1099 writes them for 2024 to 2026).`,
  stateIds: (state: string) =>
    `The ${state} filings carry different payer state ID numbers; the ${state} file takes one. Correct the state ID numbers first.`,
  westVirginiaTaxDue:
    "West Virginia's file carries the IT-103 reconciliation: enter the West Virginia tax due of each quarter (whole dollars) before downloading.",
} as const;

/** West Virginia's IT-103 figures File1099 does not hold, entered on the download screen. */
export interface SelfEFileOptions {
  westVirginiaQuarterlyTaxDue?: readonly number[] | null;
}

function downloadable(domainId: number, filingYear: number): SQL | undefined {
  return and(
    eq(filings.domainId, domainId),
    eq(filings.filingYear, filingYear),
    sql`(${filings.stateSub}->>'selected')::boolean`,
    sql`${filings.stateSub}->>'filingMethod' = 'SelfEFile'`,
    eq(filings.stateFilingStatus, 'ReadyForDownload'),
    // A state-only filing has no federal return to wait for.
    or(inArray(filings.status, ['Sent_To_Agency', 'Accepted']), stateOnly),
  );
}

/** selfEFileCount: how many state filings of the year are ready for download. */
export async function countSelfEFileFilings(db: Db, domainId: number, filingYear: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(filings)
    .where(downloadable(domainId, filingYear));
  return row?.count ?? 0;
}

/** selfEFileStates: the states of the year's ready filings (the screen asks West Virginia's IT-103). */
export async function listSelfEFileStates(db: Db, domainId: number, filingYear: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ state: sql<string>`${filings.stateSub}->>'stateCode'` })
    .from(filings)
    .where(downloadable(domainId, filingYear))
    .orderBy(sql`${filings.stateSub}->>'stateCode'`)
    .limit(60);
  return rows.flatMap((row) => (row.state ? [row.state] : []));
}

export interface SelfEFilePage {
  rows: { filing: FilingRow; payee: PayeeRow }[];
  pageMetadata: PageMetadata;
}

/** selfEFileFilingsWithPageMetadata: the download screen's page, by state then payee. */
export async function listSelfEFileFilings(
  db: Db,
  domainId: number,
  input: { filingYear: number; pageSize?: number | null; pageNumber?: number | null },
): Promise<SelfEFilePage> {
  const { limit, offset, pageNumber } = checkPage(input.pageSize, input.pageNumber, SELF_EFILE_PAGE_SIZE);
  const where = downloadable(domainId, input.filingYear);
  const [rows, total] = await Promise.all([
    db
      .select({ filing: filings, payee: payees })
      .from(filings)
      .innerJoin(payees, eq(payees.id, filings.payeeId))
      .where(where)
      .orderBy(sql`${filings.stateSub}->>'stateCode'`, asc(filings.payeeName), asc(filings.id))
      .limit(limit)
      .offset(offset),
    countSelfEFileFilings(db, domainId, input.filingYear),
  ]);
  return { rows, pageMetadata: getPageMetadata(total, limit, pageNumber) };
}

export interface SelfEFileZip {
  fileName: string;
  /** The zip, base64. */
  content: string;
  /** The files inside, e.g. 'DE/DE_1099_TY2025.txt'. */
  files: string[];
  filingCount: number;
  passwordHint: string;
}

/**
 * The state's file name inside the zip: North Carolina's eNC3 wants IRSTAX.txt (reference §3.2). Iowa
 * wants IAIR-<8-digit BEN>-<control>.txt; the sheet does not say what the control part is, so the
 * file keeps our name and the README gives Iowa's pattern.
 */
function stateFileName(state: string, taxYear: number): string {
  return state === 'NC' ? `${state}/IRSTAX.txt` : `${state}/${state}_1099_TY${taxYear}.txt`;
}

/** What the README says besides the portal, per state. */
const STATE_NOTES: Readonly<Record<string, string>> = {
  IA: ' Iowa wants the file named IAIR-<your 8-digit Business eFile Number>-<control>.txt: rename it as GovConnectIowa tells you.',
  WV: ' The file carries the WV/IT-103 reconciliation in its C record.',
};

function stateOf(filing: FilingRow): string {
  const code = filing.stateSub.stateCode ?? filing.filingData.state1Code;
  return typeof code === 'string' ? code.trim().toUpperCase() : '';
}

const cents = (value: unknown): number => (typeof value === 'number' ? value : 0);

/**
 * The one payer state ID number of a state's filings, spaces and hyphens removed ('' when none);
 * refused when they differ (Maryland's CRN and West Virginia's account are the payer's, one per file).
 */
function singleStateId(state: string, rows: readonly { filing: FilingRow }[]): string {
  const ids = new Set(
    rows
      .map(({ filing }) => filing.filingData.state1EIN)
      .filter((id): id is string => typeof id === 'string' && id.trim() !== '')
      .map((id) => id.replace(/[\s-]/g, '').toUpperCase()),
  );
  if (ids.size > 1) throw new AppError('BAD_USER_INPUT', SELF_EFILE_MESSAGES.stateIds(state));
  return [...ids][0] ?? '';
}

/** One state's Pub 1220 text, or the reason it cannot be written (named by payee, never by TIN). */
function writeStateFile(
  state: string,
  taxYear: number,
  payer: ReturnType<typeof payerFromForms>,
  rows: readonly { filing: FilingRow; payee: PayeeRow }[],
  vault: TinVault,
  transmitter: EfileTransmitter,
  options: SelfEFileOptions,
): string {
  const byForm = new Map<FormType, EfileReturn[]>();
  for (const { filing, payee } of rows) {
    if (!isFormType(filing.filingType)) continue;
    const data = filing.filingData as FilingData;
    const special = buildStateSpecialData(state, {
      stateIncomeCents: cents(data.state1Income ?? filing.totalCents),
      stateTaxWithheldCents: cents(data.state1TaxWithheld),
      stateIdNumber: typeof data.state1EIN === 'string' ? data.state1EIN : '',
    });
    if (special === null)
      throw new AppError(
        'BAD_USER_INPUT',
        `The ${state} state data of ${payee.displayName}'s ${filing.filingType} does not fit the state's fields.`,
      );
    const ret = returnFromForms({
      filingType: filing.filingType,
      filingYear: filing.filingYear,
      correctionType: 'Original',
      payee: toPayeeCheckInput(payee, vault.reveal(payee.tinCiphertext)),
      filingData: data,
    });
    if (special) ret.specialDataEntries = special;
    const list = byForm.get(filing.filingType) ?? [];
    list.push(ret);
    byForm.set(filing.filingType, list);
  }
  const groups = [...byForm].map(([formType, returns]) => ({ payer, formType, returns }));
  const stateId = state === 'MD' || state === 'WV' ? singleStateId(state, rows) : '';
  const quarters = options.westVirginiaQuarterlyTaxDue;
  if (
    state === 'WV' &&
    (!quarters || quarters.length !== 4 || quarters.some((q) => !Number.isSafeInteger(q) || q < 0))
  )
    throw new AppError('BAD_USER_INPUT', SELF_EFILE_MESSAGES.westVirginiaTaxDue);
  try {
    return writeStatePub1220({
      state,
      taxYear,
      transmitter,
      groups,
      ...(state === 'MD' ? { marylandCrn: stateId } : {}),
      ...(state === 'WV' && quarters
        ? { westVirginia: { accountNumber: stateId, quarterlyTaxDueDollars: quarters } }
        : {}),
    });
  } catch (error) {
    // The state writer's refusals name a field, never a TIN.
    if (error instanceof Pub1220WriteError) throw new AppError('BAD_USER_INPUT', `${error.message}.`);
    throw error;
  }
}

/**
 * The zip of every ready Self eFile state filing of the year: a folder per state holding the state's
 * Pub 1220 file (with the state's Special Data Entries where the state defines them), and a README
 * naming each state's upload portal. AES-256 encrypted; the password is the payer TIN's last 4 digits.
 */
export async function buildSelfEFileZip(
  db: Db,
  input: {
    domainId: number;
    filingYear: number;
    vault: TinVault;
    transmitter: EfileTransmitter;
    options?: SelfEFileOptions;
    /** Only these filings (of those ready), as `GET /rs/api/filings/transmissions/?filingIds=` asks. */
    filingIds?: readonly number[];
  },
): Promise<SelfEFileZip> {
  const { domainId, filingYear, vault } = input;
  if (getStateFileLayoutYear(filingYear) === null)
    throw new AppError('BAD_USER_INPUT', SELF_EFILE_MESSAGES.taxYear(filingYear));
  const [payerRow] = await db.select().from(payers).where(eq(payers.domainId, domainId));
  if (!payerRow?.tinCiphertext || !/^\d{4}$/.test(payerRow.tinLast4))
    throw new AppError('BAD_USER_INPUT', SELF_EFILE_MESSAGES.noTin);
  const rows = await db
    .select({ filing: filings, payee: payees })
    .from(filings)
    .innerJoin(payees, eq(payees.id, filings.payeeId))
    .where(
      and(
        downloadable(domainId, filingYear),
        input.filingIds ? inArray(filings.id, [...input.filingIds]) : undefined,
      ),
    )
    .orderBy(asc(filings.payeeName), asc(filings.id))
    .limit(MAX_SELF_EFILE_FILINGS + 1);
  if (rows.length === 0) throw new AppError('BAD_USER_INPUT', SELF_EFILE_MESSAGES.nothing);
  if (rows.length > MAX_SELF_EFILE_FILINGS) throw new AppError('BAD_USER_INPUT', SELF_EFILE_MESSAGES.tooMany);
  const payer = payerFromForms(toPayerCheckInput(payerRow, vault.reveal(payerRow.tinCiphertext)));
  const byState = new Map<string, typeof rows>();
  for (const row of rows) {
    const state = stateOf(row.filing);
    if (!getSelfEFileFormat(state)) continue;
    const list = byState.get(state) ?? [];
    list.push(row);
    byState.set(state, list);
  }
  if (byState.size === 0) throw new AppError('BAD_USER_INPUT', SELF_EFILE_MESSAGES.nothing);
  // Node has no module workers for zip.js: the loader has it compress in this thread.
  const { TextReader, Uint8ArrayWriter, ZipWriter } = await loadZipJs();
  const zip = new ZipWriter(new Uint8ArrayWriter(), {
    password: payerRow.tinLast4,
    encryptionStrength: 3,
  });
  const files: string[] = [];
  const readme: string[] = [`Self eFile state files, tax year ${filingYear}.`, ''];
  let filingCount = 0;
  for (const [state, stateRows] of [...byState].sort(([a], [b]) => a.localeCompare(b))) {
    const text = writeStateFile(
      state,
      filingYear,
      payer,
      stateRows,
      vault,
      input.transmitter,
      input.options ?? {},
    );
    const name = stateFileName(state, filingYear);
    await zip.add(name, new TextReader(text));
    files.push(name);
    filingCount += stateRows.length;
    const portal = getStateChannel(state)?.portal ?? state;
    readme.push(
      `${name}: ${stateRows.length} form(s), IRS Pub 1220 format; upload it in ${portal}.${STATE_NOTES[state] ?? ''}`,
    );
  }
  await zip.add('README.txt', new TextReader(`${readme.join('\r\n')}\r\n`));
  files.push('README.txt');
  const bytes = await zip.close();
  return {
    fileName: `SelfEFile_TY${filingYear}.zip`,
    content: Buffer.from(bytes).toString('base64'),
    files,
    filingCount,
    passwordHint: SELF_EFILE_MESSAGES.password,
  };
}
