import {
  findUnsupportedCharacters,
  FORM_TYPES,
  getFormBoxes,
  getFormTypeLabel,
  normalizeIrsText,
  type BoxValue,
  type FormType,
} from '@file1099/forms';
import { formatCents } from '../numbers.ts';
import type { EfileReturn } from '../model.ts';
import { getCityStateZip, getUsState } from './addresses.ts';
import type { ChunkWriter } from './chunk-writer.ts';
import { getAmountCodeTable, type AmountCodeTable, type Pub1220TaxYear } from './codes.ts';
import { composeBytes, createByteLayout, putText, type ByteLayout } from './compose-bytes.ts';
import { RECORD_LENGTH } from './fields.ts';
import { AMOUNT_CODES, AMOUNT_FIELD_NAMES, B_LAYOUTS } from './layout-b.ts';
import {
  createPayeeNameFields,
  fitWhole,
  formatZipCode,
  getLaterNameLine,
  getPayeeNameLine,
  isForeignAddress,
  putCity,
  putPayeeNameLine,
  putStreetLine,
  type PayeeNameFields,
} from './names.ts';
import { composeRecord, Pub1220TextError, Pub1220WriteError, type FieldValue } from './records.ts';
import { formatTailValue, TAIL_FIELDS, type TailField } from './tail-fields.ts';
import { TextMemo } from './text-memo.ts';
import { describeParty, keepDigits } from '../text.ts';

/** Pub 1220 (2025), Part C, B 11: 1 = EIN, 2 = SSN/ITIN/ATIN, blank = not known. */
const TYPE_OF_TIN = { EIN: '1', SSN: '2', ITIN: '2', ATIN: '2', NA: ' ' } as const;

/** Catalogue box of each payment amount (1-9, A-H, J) in a form's table, '' where the form has none. */
export function getAmountBoxes(table: AmountCodeTable): string[] {
  return AMOUNT_CODES.map((code) => table[code] ?? '');
}

/** A B record money field has 12 positions: at most $9,999,999,999.99. */
export const MAX_B_AMOUNT_CENTS = 999_999_999_999;

/** How a payee is named in an error: the name line, never the TIN. */
function describePayee(ret: EfileReturn): string {
  let name: string;
  try {
    name = getPayeeNameLine(ret.payee);
  } catch {
    return `payee ${describeParty(ret.payee)}`; // the name itself does not fit: as entered
  }
  return name ? `payee "${name}"` : 'a payee without a name';
}

/** How a box is named in an error: 'box 1 (Nonemployee compensation)'. */
function describeBox(ret: EfileReturn, box: string): string {
  const definition = getFormBoxes(ret.formType, ret.taxYear).find((candidate) => candidate.name === box);
  if (!definition) return box;
  return definition.boxNumber ? `box ${definition.boxNumber} (${definition.label})` : definition.label;
}

/**
 * Refuses an amount of more than 12 digits: Pub 1220 cannot hold it, and cutting digits would change
 * the amount reported. The message names the payee and the box.
 */
function checkBAmountFits(ret: EfileReturn, cents: number, what: string): void {
  if (cents <= MAX_B_AMOUNT_CENTS) return;
  throw new Pub1220WriteError(
    `Form ${getFormTypeLabel(ret.formType)} for ${describePayee(ret)}: ${what} is $${formatCents(cents)}, but a Pub 1220 amount field holds at most $${formatCents(MAX_B_AMOUNT_CENTS)}; report this amount through IRIS or on paper`,
  );
}

/**
 * A filing-data value by name, through one keyed load for every name. Each form's filing data has an
 * object shape of its own: a load compiled for the shapes seen so far would be thrown away (and the
 * function holding it compiled again) at each new form type of the file, while this load sees many
 * names and shapes from the first return on and is compiled once for any shape.
 */
export function readBox(ret: EfileReturn, name: string): BoxValue {
  return ret.filingData[name];
}

/** Payment amounts in field order (1-9, A-H, J), cents, into `amounts`; zero for codes the form does not use. */
export function fillPaymentAmounts(
  ret: EfileReturn,
  boxes: readonly string[],
  amounts: number[] | Float64Array,
): void {
  for (let index = 0; index < boxes.length; index += 1) {
    const box = boxes[index];
    const value = box ? readBox(ret, box) : undefined;
    amounts[index] = typeof value === 'number' ? value : 0;
  }
}

/**
 * Throws Pub1220WriteError, naming the payee and the box, when a payment amount (as filled by
 * fillPaymentAmounts from `boxes`) is too large for its 12 positions.
 */
export function checkPaymentAmountsFit(
  ret: EfileReturn,
  boxes: readonly string[],
  amounts: ArrayLike<number>,
): void {
  for (let index = 0; index < amounts.length; index += 1) {
    const cents = amounts[index] ?? 0;
    if (cents > MAX_B_AMOUNT_CENTS) checkBAmountFits(ret, cents, describeBox(ret, boxes[index] ?? ''));
  }
}

export interface BRecordInput {
  ret: EfileReturn;
  taxYear: Pub1220TaxYear;
  amounts: ArrayLike<number>;
  cfsfCode: string;
  sequenceNumber: number;
  /** The file's cleaned text so far (a new one when not given). */
  memo?: TextMemo;
}

const COMMON_NAMES = [
  'recordType',
  'paymentYear',
  'correctedReturnIndicator',
  'nameControl',
  'typeOfTin',
  'payeeTin',
  'payerAccountNumber',
  'payerOfficeCode',
  'foreignCountryIndicator',
  'firstPayeeNameLine',
  'secondPayeeNameLine',
  'payeeMailingAddress',
  'payeeCity',
  'payeeState',
  'payeeZipCode',
  'recordSequenceNumber',
  'specialDataEntries',
  'stateIncomeTaxWithheld',
  'localIncomeTaxWithheld',
  'combinedFederalStateCode',
] as const;

/** Where each value goes in a values array of a form's B layout; a name the layout lacks goes to a spare slot. */
type Slots = Record<(typeof COMMON_NAMES)[number], number> & {
  amounts: number[];
  tails: number[];
  /** TAIL_FIELDS of the form. */
  tailFields: readonly TailField[];
};

function createSlots(formType: FormType): Slots {
  const layout = B_LAYOUTS[formType];
  const spare = layout.length;
  const find = (name: string): number => {
    const index = layout.findIndex((field) => field.name === name);
    return index === -1 ? spare : index;
  };
  const common = Object.fromEntries(COMMON_NAMES.map((name) => [name, find(name)]));
  return {
    ...(common as Record<(typeof COMMON_NAMES)[number], number>),
    amounts: AMOUNT_FIELD_NAMES.map(find),
    tails: TAIL_FIELDS[formType].map((spec) => find(spec.field)),
    tailFields: TAIL_FIELDS[formType],
  };
}

/** A Map, not an object keyed by form type: a keyed load compiled for one form's name is thrown away at the next. */
const SLOTS: ReadonlyMap<FormType, Slots> = new Map(
  FORM_TYPES.map((formType) => [formType, createSlots(formType)]),
);

function isPrintableAscii(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code > 0x7e) return false;
  }
  return true;
}

function getAccountNumber(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  if (isPrintableAscii(text)) return fitWhole(text.trim(), 20, 'account number');
  const unsupported = findUnsupportedCharacters(text);
  if (unsupported.length > 0)
    throw new Pub1220TextError(
      `the account number "${text}" has letters Pub 1220 cannot hold (${unsupported.slice(0, 5).join('')})`,
    );
  return fitWhole(normalizeIrsText('text', text), 20, 'account number');
}

function getCents(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

/**
 * The B record's values by field index of the form's layout (Pub 1220 (2025), Part C, Sec. 3). A text
 * refusal gets "Form 1099-NEC for payee "SMITH ANA": " before it (as `inPub1220Context` does, without
 * two closures per record).
 */
function fillBValues(input: BRecordInput, values: FieldValue[], bytesLater = false): void {
  try {
    fillBValuesOf(input, values, bytesLater);
  } catch (error) {
    if (error instanceof Pub1220TextError)
      throw new Pub1220WriteError(
        `Form ${getFormTypeLabel(input.ret.formType)} for ${describePayee(input.ret)}: ${error.message}`,
      );
    throw error;
  }
}

/** Reused for every record: the payee's name fields, worked out once per record. */
const NAMES: PayeeNameFields = createPayeeNameFields();

/**
 * With `bytesLater` the street and a U.S. city are left out (undefined), and the first name line
 * unless the memo has it (NAMES.nameLine null): the byte path writes them (putStreetLine, putCity,
 * putPayeeNameLine).
 */
function fillBValuesOf(input: BRecordInput, values: FieldValue[], bytesLater: boolean): void {
  const { ret } = input;
  const memo = input.memo ?? new TextMemo();
  const formType: FormType = ret.formType;
  const slots = SLOTS.get(formType);
  if (!slots) throw new Pub1220WriteError(`Pub 1220 has no B record for ${String(formType)}`);
  const payee = ret.payee;
  const { address } = payee;
  const foreign = isForeignAddress(address);
  // A U.S. city is left for the byte path (putCity); a foreign block is one text over three fields.
  const place = bytesLater && !foreign ? null : getCityStateZip(address, foreign, memo.addressText);
  // Case kept (Pub 1220 allows it here), accents transliterated as in IRIS; never cut.
  const accountNumber = getAccountNumber(readBox(ret, 'payeeAccountNumber'));
  values[slots.recordType] = 'B';
  values[slots.paymentYear] = input.taxYear;
  values[slots.correctedReturnIndicator] = ret.correction || ' ';
  values[slots.typeOfTin] = TYPE_OF_TIN[payee.tinType];
  values[slots.payeeTin] = keepDigits(payee.tin);
  values[slots.payerAccountNumber] = accountNumber;
  values[slots.payerOfficeCode] = memo.addressText(ret.officeCode, 4, 'office code');
  // After the office code, as before: the first refusal of a record is the same one.
  memo.payeeNameFields(payee, NAMES, bytesLater);
  values[slots.nameControl] = NAMES.nameControl;
  values[slots.foreignCountryIndicator] = foreign ? '1' : ' ';
  values[slots.firstPayeeNameLine] = NAMES.nameLine ?? undefined;
  values[slots.secondPayeeNameLine] = NAMES.secondNameLine;
  values[slots.payeeMailingAddress] = bytesLater ? undefined : memo.streetLine(address);
  values[slots.payeeCity] = place ? place.city : undefined;
  values[slots.payeeState] = place ? place.state : getUsState(address);
  values[slots.payeeZipCode] = place ? place.zipCode : formatZipCode(address.postalCode);
  values[slots.recordSequenceNumber] = input.sequenceNumber;
  values[slots.specialDataEntries] = memo.addressText(ret.specialDataEntries, 60, 'special data entries');
  const stateTax = formType === 'Type_1099_S' ? 0 : getCents(readBox(ret, 'state1TaxWithheld'));
  checkBAmountFits(ret, stateTax, 'the state income tax withheld');
  values[slots.stateIncomeTaxWithheld] = stateTax;
  const localTax = ret.localTaxWithheldCents ?? 0;
  checkBAmountFits(ret, localTax, 'the local income tax withheld');
  values[slots.localIncomeTaxWithheld] = localTax;
  values[slots.combinedFederalStateCode] = input.cfsfCode;
  for (let index = 0; index < slots.amounts.length; index += 1) {
    const cents = input.amounts[index] ?? 0;
    if (cents > MAX_B_AMOUNT_CENTS)
      checkPaymentAmountsFit(ret, getAmountBoxes(getAmountCodeTable(formType, input.taxYear)), input.amounts);
    values[slots.amounts[index] ?? 0] = input.amounts[index];
  }
  const tails = slots.tailFields;
  for (let index = 0; index < tails.length; index += 1) {
    const spec = tails[index];
    if (spec) values[slots.tails[index] ?? 0] = formatTailValue(spec, readBox(ret, spec.box), memo);
  }
}

/** Where a form's B layout has the 40-position text field `name` (0-based). */
function findFortyPositionText(formType: FormType, name: string): number {
  const field = B_LAYOUTS[formType].find((candidate) => candidate.name === name);
  if (field?.kind !== 'A' || field.end - field.start + 1 !== 40)
    throw new Error(`B layout of ${formType}: ${name} is not a 40-position text field`);
  return field.start - 1;
}

/** A B record as text; throws Pub1220WriteError when a value does not fit. */
export function buildBRecord(input: BRecordInput, lineEnding: string): string {
  const layout = B_LAYOUTS[input.ret.formType];
  const values: FieldValue[] = [];
  fillBValues(input, values);
  const named: Record<string, FieldValue> = {};
  layout.forEach((field, index) => (named[field.name] = values[index]));
  return composeRecord(layout, named, lineEnding);
}

/**
 * Writes B records as bytes into the writer's buffer, from one reusable values array per form, with
 * no string built per field. A record the byte path does not handle (a value too long, a character
 * beyond latin1, any error) is built by `buildBRecord`, which gives the same text or throws.
 */
export class BRecordComposer {
  private readonly layouts = new Map<
    FormType,
    {
      byteLayout: ByteLayout;
      values: FieldValue[];
      streetAt: number;
      nameAt: number;
      cityAt: number;
      /** The city's index in `values`. */
      city: number;
    }
  >();
  private readonly input: BRecordInput = {
    ret: undefined as unknown as EfileReturn,
    taxYear: 2025,
    amounts: new Float64Array(AMOUNT_CODES.length),
    cfsfCode: '',
    sequenceNumber: 0,
    memo: new TextMemo(),
  };

  /** Every form's layout is prepared here, so that writing a record never takes a first-time branch. */
  constructor(private readonly lineEnding: string) {
    for (const formType of FORM_TYPES) {
      const layout = B_LAYOUTS[formType];
      const values = new Array<FieldValue>(layout.length + 1).fill(undefined);
      const byteLayout = createByteLayout(layout, lineEnding);
      const streetAt = findFortyPositionText(formType, 'payeeMailingAddress');
      const nameAt = findFortyPositionText(formType, 'firstPayeeNameLine');
      const cityAt = findFortyPositionText(formType, 'payeeCity');
      const city = SLOTS.get(formType)?.payeeCity ?? layout.length;
      this.layouts.set(formType, { byteLayout, values, streetAt, nameAt, cityAt, city });
    }
  }

  write(
    out: ChunkWriter,
    ret: EfileReturn,
    taxYear: Pub1220TaxYear,
    amounts: ArrayLike<number>,
    cfsfCode: string,
    sequenceNumber: number,
  ): void {
    const input = this.input;
    input.ret = ret;
    input.taxYear = taxYear;
    input.amounts = amounts;
    input.cfsfCode = cfsfCode;
    input.sequenceNumber = sequenceNumber;
    if (!this.tryWrite(out, input)) out.append(buildBRecord(input, this.lineEnding));
  }

  private tryWrite(out: ChunkWriter, input: BRecordInput): boolean {
    const entry = this.layouts.get(input.ret.formType);
    if (!entry) return false;
    try {
      fillBValues(input, entry.values, true);
    } catch {
      return false; // buildBRecord throws the same error
    }
    const base = out.reserve(RECORD_LENGTH);
    const buffer = out.bytes;
    if (!composeBytes(buffer, base, entry.byteLayout, entry.values)) return false;
    // The street, name line and city left for later, over the template's blanks: as bytes, or
    // their text when it is not plain ASCII (a refusal is buildBRecord's to throw).
    const { payee } = input.ret;
    const { address } = payee;
    const memo = input.memo ?? new TextMemo();
    try {
      if (
        putStreetLine(buffer, base + entry.streetAt, address) === -1 &&
        !putText(buffer, base + entry.streetAt, 40, memo.streetLine(address))
      )
        return false;
      if (
        entry.values[entry.city] === undefined &&
        putCity(buffer, base + entry.cityAt, address) === -1 &&
        !putText(buffer, base + entry.cityAt, 40, memo.addressText(address.city, 40, 'city'))
      )
        return false;
      if (
        NAMES.nameLine === null &&
        putPayeeNameLine(buffer, base + entry.nameAt, payee, NAMES) === -1 &&
        !putText(buffer, base + entry.nameAt, 40, getLaterNameLine(payee, NAMES))
      )
        return false;
    } catch {
      return false;
    }
    out.commit(RECORD_LENGTH);
    return true;
  }
}
