import { FORM_TYPES, getFormBoxes, getFormTypeLabel, type BoxValue, type FormType } from '@file1099/forms';
import type { EfileAddress, EfileParty, EfilePayer, EfileReturn } from '../model.ts';
import { isIrisTaxYear, type IrisTaxYear } from '../iris/elements.ts';
import { parseDecimalCents } from '../numbers.ts';
import { COMMON_HEADERS, FORM_COLUMNS, type CsvValue } from './columns.ts';

/**
 * A reader of the IRIS portal CSV files this package writes (csv/writer.ts), back into the typed
 * model: the round trip of issue 13 item 8, and a way to check a file before it is uploaded. Values
 * come back as written: the portal template carries text as the user entered it. What the template
 * does not carry does not come back: TIN types other than EIN read as SSN, the payee's e-mail, the
 * correction kind, and unchecked boxes (read as absent). Blank cells are left out.
 */

export interface IrisCsvReadFile {
  taxYear: IrisTaxYear;
  formType: FormType;
  payer: EfilePayer;
  combinedFederalState: boolean;
  returns: EfileReturn[];
}

export type IrisCsvReadResult = { ok: true; file: IrisCsvReadFile } | { ok: false; message: string };

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks; CRLF or LF ends a row. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (quoted) {
      if (character !== '"') field += character;
      else if (text.charAt(index + 1) === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text.charAt(index + 1) === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += character;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

type Cells = (header: string) => string;

function setText<T extends object, K extends keyof T>(target: T, key: K, value: string): void {
  if (value !== '') target[key] = value as T[K];
}

/** The party columns of the template: 'Payer …' or 'Recipient …'. */
function readParty(cell: Cells, role: 'Payer' | 'Recipient'): EfileParty {
  const business = cell(`${role} Name Type`) === 'Business';
  const country = cell(`${role} Country`);
  const domestic = country === '' || country === 'US';
  const address: EfileAddress = { line1: cell(`${role} Address Line 1`), city: cell(`${role} City/Town`) };
  setText(address, 'line2', cell(`${role} Address Line 2`));
  if (domestic) setText(address, 'state', cell(`${role} State/Province/Territory`));
  else {
    address.country = country;
    setText(address, 'province', cell(`${role} State/Province/Territory`));
  }
  setText(address, 'postalCode', cell(`${role} ZIP/Postal Code`));
  const party: EfileParty = {
    entityType: business ? 'Business' : 'Individual',
    tinType: cell(`${role} TIN Type`) === 'EIN' ? 'EIN' : 'SSN',
    tin: cell(`${role} Taxpayer ID Number`),
    address,
  };
  const line1 = cell(`${role} Business or Entity Name Line 1`);
  const line2 = cell(`${role} Business or Entity Name Line 2`);
  if (business) {
    setText(party, 'businessName', line1);
    setText(party, 'businessName2', line2);
  } else {
    setText(party, 'firstName', cell(`${role} First Name`));
    setText(party, 'middleName', cell(`${role} Middle Name`));
    setText(party, 'lastName', cell(`${role} Last Name (Surname)`));
    setText(party, 'suffix', cell(`${role} Suffix`));
    setText(party, 'businessName', line2);
  }
  return party;
}

/** A cell as a box value: 'X' for a checked box, an amount as cents, text as written. */
function readBox(value: string, kind: 'check' | 'money' | 'text'): BoxValue {
  if (value === '') return undefined;
  if (kind === 'check') return value === 'X' ? true : undefined;
  if (kind === 'text') return value;
  const cents = parseDecimalCents(value);
  return cents === null ? value : Number(cents);
}

function readRow(
  cell: Cells,
  formType: FormType,
  taxYear: IrisTaxYear,
  columns: readonly (readonly [string, CsvValue])[],
): EfileReturn {
  const filingData: Record<string, BoxValue> = {};
  const ret: EfileReturn = { formType, taxYear, payee: readParty(cell, 'Recipient'), filingData };
  setText(ret, 'officeCode', cell('Office Code'));
  setText(filingData, 'payeeAccountNumber', cell('Form Account Number'));
  const money = new Set(
    getFormBoxes(formType, taxYear)
      .filter((box) => box.type === 'money')
      .map((box) => box.name),
  );
  const states: Record<string, BoxValue> = {};
  for (const [header, spec] of columns) {
    const value = cell(header);
    if (spec.kind === 'box' || spec.kind === 'check') {
      const kind = spec.kind === 'check' ? 'check' : money.has(spec.box) ? 'money' : 'text';
      const box = readBox(value, kind);
      if (box !== undefined) filingData[spec.box] = box;
    } else if (spec.kind === 'state' && spec.index === 1) {
      const kind =
        spec.field === 'tax' || spec.field === 'income' || spec.field === 'local' ? 'money' : 'text';
      const box = readBox(value, kind);
      if (box !== undefined) states[spec.field] = box;
    }
  }
  if (states.code !== undefined) filingData.state1Code = states.code;
  if (states.tax !== undefined) filingData.state1TaxWithheld = states.tax;
  if (states.id !== undefined) filingData.state1EIN = states.id;
  if (states.income !== undefined) filingData.state1Income = states.income;
  if (typeof states.local === 'number') ret.localTaxWithheldCents = states.local;
  if (typeof states.special === 'string') ret.specialDataEntries = states.special;
  return ret;
}

/** Read one portal CSV file (one payer and form, as writeIrisCsvFiles makes them) into the model. */
export function readIrisCsvFile(text: string): IrisCsvReadResult {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, '')).filter(
    (row) => !(row.length === 1 && row[0] === ''),
  );
  if (!header || header.slice(0, COMMON_HEADERS.length).join() !== COMMON_HEADERS.join())
    return { ok: false, message: 'The file does not start with the IRIS portal template header row.' };
  const first = rows[0];
  if (!first) return { ok: false, message: 'The file has no forms.' };
  const indexes = new Map(header.map((name, index) => [name, index]));
  const cellsOf =
    (row: readonly string[]): Cells =>
    (name) =>
      row[indexes.get(name) ?? -1] ?? '';
  const firstCells = cellsOf(first);
  const formType = FORM_TYPES.find((type) => getFormTypeLabel(type) === firstCells('Form Type'));
  const taxYear = Number(firstCells('Tax Year'));
  if (!formType) return { ok: false, message: `The form type "${firstCells('Form Type')}" is not known.` };
  if (!isIrisTaxYear(taxYear))
    return { ok: false, message: `The tax year "${firstCells('Tax Year')}" is not 2024, 2025 or 2026.` };
  const columns = FORM_COLUMNS[taxYear][formType];
  const missing = columns.find(([name]) => !indexes.has(name));
  if (missing) return { ok: false, message: `The file has no "${missing[0]}" column.` };
  const payer: EfilePayer = readParty(firstCells, 'Payer');
  setText(payer, 'phone', firstCells('Payer Phone'));
  setText(payer, 'email', firstCells('Payer Email Address'));
  return {
    ok: true,
    file: {
      taxYear,
      formType,
      payer,
      combinedFederalState: firstCells('Combined Federal/State Filing') === 'X',
      returns: rows.map((row) => readRow(cellsOf(row), formType, taxYear, columns)),
    },
  };
}
