/**
 * An upper bound of the text of one Form1099xxxDetail, worked out from the values as entered without
 * filing them: no cleaning, no name parts or name control, no amounts written as text. The writer's
 * first pass sums these bounds to split transmissions before their size limit, so each record's text
 * is made once, when it is written (the first pass used to make it too, only to measure it: 40% of
 * the writer's time). A bound is never below the text (size-bound.test.ts holds that for generated
 * filings, and the writer refuses to pass its limit if it ever were), so a split is never late; it
 * may come a little early, by the bytes cleaning would have taken out.
 *
 * Why the value bounds hold: filing a text (clean.ts `fileText`, forms `normalizeIrsText`) keeps,
 * drops or blanks each character, or writes a character beyond ASCII as its transliteration; blanks
 * collapse and the ends are trimmed. So the filed text, escaped for XML, is at most the sum over the
 * characters as entered of each one's escaped length (or its transliteration's). Name parts are the
 * words of the four name fields, joined by single blanks; street lines are the words of the two lines.
 */
import { isPersonNamed, transliterateToAscii } from '@file1099/forms';
import type { EfileAddress, EfileParty, EfileReturn } from '../model.ts';
import { isSurrogatePairAt } from '../text.ts';
import { XML_ENTITIES } from './clean.ts';
import type { IrisFormTable } from './elements.ts';
import { getAscii } from './filed-text.ts';
import { getCountryCode, getTinSubmittedType } from './parties.ts';

/** Escaped length of each ASCII character: its entity's (escapeXml's XML_ENTITIES), else 1. */
const ESCAPED = new Uint8Array(128).fill(1);
for (const [character, entity] of Object.entries(XML_ENTITIES))
  ESCAPED[character.charCodeAt(0)] = entity.length;

function escapedLength(text: string): number {
  let length = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    length += code < 128 ? (ESCAPED[code] ?? 1) : 6;
  }
  return length;
}

/** At most this many characters for the text filed from `text`, escaped. */
export function boundText(text: string | null | undefined): number {
  if (typeof text !== 'string') return 0;
  let bound = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 128) {
      bound += ESCAPED[code] ?? 1;
      continue;
    }
    const pair = isSurrogatePairAt(text, index);
    const character = pair ? text.slice(index, index + 2) : text.charAt(index);
    const ascii = getAscii(pair ? (text.codePointAt(index) ?? code) : code, character);
    // No printable transliteration: forms normalizeIrsText's own, whatever it is.
    bound += escapedLength(ascii ?? transliterateToAscii(character));
    if (pair) index += 1;
  }
  return bound;
}

/**
 * A value the writer files as entered (a date), or upper-cased (state codes): a character beyond
 * ASCII stays itself, or becomes at most three when upper-cased.
 */
function boundRaw(text: unknown, upperCased: boolean): number {
  const value = typeof text === 'string' ? text : String(text ?? '');
  let bound = 0;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    bound += code < 128 ? (ESCAPED[code] ?? 1) : upperCased ? 3 : 1;
  }
  return bound;
}

/** Digits of a whole number ≥ 0 below 2^53. */
function countDigits(value: number): number {
  let digits = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits += 1;
  return digits;
}

/** formatWholeNumber: its digits, or String() of anything else. */
function boundWholeNumber(value: number): number {
  return Number.isSafeInteger(value) && value >= 0 ? countDigits(value) : String(value).length;
}

/** formatCents: sign, dollars (at least '0'), point and two digits. */
export function boundCents(cents: unknown): number {
  if (typeof cents === 'bigint') return String(cents).length + 4;
  if (typeof cents !== 'number') return 0;
  const magnitude = Math.abs(cents);
  if (!Number.isSafeInteger(magnitude)) return 64; // not whole cents: the forms package's text
  return (cents < 0 ? 1 : 0) + Math.max(countDigits(magnitude), 3) + 1;
}

/** Counts the text an XmlBuffer would make from the same calls, with each value's bound for its text. */
class SizeBound {
  size = 0;
  private depth = 0;

  reset(depth: number): void {
    this.size = 0;
    this.depth = depth;
  }

  open(name: string): void {
    this.size += this.depth + name.length + 3;
    this.depth += 1;
  }

  close(name: string): void {
    this.depth -= 1;
    this.size += this.depth + name.length + 4;
  }

  leaf(name: string, valueBound: number): void {
    this.size += this.depth + 2 * name.length + 6 + valueBound;
  }
}

/** BusinessNameControlTxt: four characters of [A-Z0-9&-], '&' escaped; a person's: four of [A-Z -]. */
const BUSINESS_NAME_CONTROL_BOUND = 20;
const PERSON_NAME_CONTROL_BOUND = 4;

function isEntered(text: string | null | undefined): boolean {
  return typeof text === 'string' && text !== '';
}

/** A person's four name parts (forms getPersonNameParts): the words of the four fields, joined by blanks. */
export function boundNameParts(
  party: Pick<EfileParty, 'firstName' | 'middleName' | 'lastName' | 'suffix'>,
): number {
  return (
    boundText(party.firstName) +
    boundText(party.middleName) +
    boundText(party.lastName) +
    boundText(party.suffix) +
    3
  );
}

/** The two street lines (splitStreetLines): the words of the two lines entered. */
export function boundStreetLines(address: Pick<EfileAddress, 'line1' | 'line2'>): number {
  return boundText(address.line1) + boundText(address.line2) + 1;
}

/** writePartyName and AdditionalRecipientTxt, for a recipient. */
function boundRecipientName(size: SizeBound, party: EfileParty): void {
  if (isPersonNamed(party)) {
    size.leaf('PersonNameControlTxt', PERSON_NAME_CONTROL_BOUND);
    size.open('PersonName');
    size.leaf('PersonFirstNm', boundNameParts(party));
    // A middle name comes from the middle name, or from the first when there is no last name.
    if (isEntered(party.middleName) || (party.lastName ?? '').trim() === '') size.leaf('PersonMiddleNm', 0);
    size.leaf('PersonLastNm', 0);
    size.leaf('SuffixNm', 0); // also a suffix written at the end of the last name
    size.close('PersonName');
    if (isEntered(party.businessName) || isEntered(party.businessName2))
      size.leaf('AdditionalRecipientTxt', boundText(party.businessName) + boundText(party.businessName2));
    return;
  }
  size.leaf('BusinessNameControlTxt', BUSINESS_NAME_CONTROL_BOUND);
  size.open('BusinessName');
  size.leaf('BusinessNameLine1Txt', boundText(party.businessName));
  if (isEntered(party.businessName2)) size.leaf('BusinessNameLine2Txt', boundText(party.businessName2));
  size.close('BusinessName');
}

/** writeAddress: the two street lines are the words of the two lines as entered. */
function boundAddress(size: SizeBound, name: string, address: EfileAddress): void {
  const streets = boundStreetLines(address);
  // A second line is written when one is entered, or when the first is too long for its line (35).
  const twoLines = isEntered(address.line2) || boundText(address.line1) > 35;
  size.open(name);
  if (getCountryCode(address) === '') {
    size.open('USAddress');
    size.leaf('AddressLine1Txt', streets);
    if (twoLines) size.leaf('AddressLine2Txt', 0);
    size.leaf('CityNm', boundText(address.city));
    size.leaf('StateAbbreviationCd', boundRaw(address.state, true));
    size.leaf('ZIPCd', boundText(address.postalCode));
    size.close('USAddress');
  } else {
    size.open('ForeignAddress');
    size.leaf('AddressLine1Txt', streets);
    if (twoLines) size.leaf('AddressLine2Txt', 0);
    size.leaf('CityNm', boundText(address.city));
    size.leaf('ProvinceOrStateNm', boundText(address.province));
    size.leaf('CountryCd', 2);
    size.leaf('ForeignPostalCd', boundText(address.postalCode));
    size.close('ForeignAddress');
  }
  size.close(name);
}

/** writeStateGroup: each element where its value is entered. */
function boundStateGroup(size: SizeBound, ret: EfileReturn): void {
  const data = ret.filingData;
  size.open('StateLocalTaxGrp');
  size.leaf('StateAbbreviationCd', boundRaw(data.state1Code, true));
  const stateId = String(data.state1EIN ?? '');
  const stateTax = data.state1TaxWithheld;
  const stateIncome = data.state1Income;
  if (stateId !== '' || typeof stateTax === 'number' || typeof stateIncome === 'number') {
    size.open('StateTaxGrp');
    if (stateId !== '') size.leaf('StateIdNum', boundText(stateId));
    if (typeof stateTax === 'number') size.leaf('StateTaxWithheldAmt', boundCents(stateTax));
    if (typeof stateIncome === 'number') size.leaf('StateIncomeAmt', boundCents(stateIncome));
    size.close('StateTaxGrp');
  }
  if (ret.localTaxWithheldCents !== undefined) {
    size.open('LocalTaxGrp');
    size.leaf('LocalTaxWithheldAmt', boundCents(ret.localTaxWithheldCents));
    size.close('LocalTaxGrp');
  }
  if (isEntered(ret.specialDataEntries))
    size.leaf('SpecialDataEntriesTxt', boundText(ret.specialDataEntries));
  size.close('StateLocalTaxGrp');
}

const SIZE = new SizeBound();

/**
 * At most this many characters for the detail `writeDetail` writes for `ret` at `depth` (its
 * elements in the same order; an element the writer may leave out is counted as if written).
 */
export function boundDetail(
  ret: EfileReturn,
  recordId: number,
  table: IrisFormTable,
  cfsfState: string,
  depth: number,
): number {
  const size = SIZE;
  size.reset(depth);
  size.open(table.detail);
  size.leaf('TaxYr', boundWholeNumber(ret.taxYear));
  size.leaf('RecordId', boundWholeNumber(recordId));
  if (ret.officeCode) size.leaf('IssuerOfficeCd', boundText(ret.officeCode));
  if (cfsfState) size.leaf('CFSFElectionStateCd', boundRaw(cfsfState, true));
  size.leaf('VoidInd', 1);
  size.leaf('CorrectedInd', 1);
  if (ret.previousUniqueRecordId) {
    size.open('PrevSubmittedRecRecipientGrp');
    size.leaf('UniqueRecordId', boundText(ret.previousUniqueRecordId));
    size.close('PrevSubmittedRecRecipientGrp');
  }
  size.open('RecipientDetail');
  size.leaf('TIN', 9);
  size.leaf('TINSubmittedTypeCd', getTinSubmittedType(ret.payee).length);
  boundRecipientName(size, ret.payee);
  boundAddress(size, 'MailingAddressGrp', ret.payee.address);
  size.close('RecipientDetail');
  const account = String(ret.filingData.payeeAccountNumber ?? '');
  if (account !== '') size.leaf('RecipientAccountNum', boundText(account));
  const data = ret.filingData;
  const elements = table.elements;
  for (let index = 0; index < elements.length; index += 1) {
    const spec = elements[index];
    if (!spec) continue;
    const value = data[spec.box];
    switch (spec.kind) {
      case 'indicator':
        size.leaf(spec.element, 1);
        break;
      case 'amount':
        if (typeof value === 'number') size.leaf(spec.element, boundCents(value));
        break;
      case 'country':
        if (typeof value === 'string') size.leaf(spec.element, 2);
        break;
      case 'date':
        if (typeof value === 'string') size.leaf(spec.element, boundRaw(value, false));
        break;
      default:
        if (typeof value === 'string') size.leaf(spec.element, boundText(value));
    }
  }
  if (table.hasStateGroups && String(data.state1Code ?? '').trim() !== '') boundStateGroup(size, ret);
  size.close(table.detail);
  return size.size;
}
