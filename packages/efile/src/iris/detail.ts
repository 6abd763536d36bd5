import { isCountryCode, normalizeCountry, normalizeIrsText, type BoxValue } from '@file1099/forms';
import { formatCents } from '../numbers.ts';
import type { EfileReturn } from '../model.ts';
import { isIrisCfsfState } from './business-rules/cfsf.ts';
import { cleanText, describeReturn, inContext, IrisTextError } from './clean.ts';
import type { IrisElement, IrisFormTable } from './elements.ts';
import { getAdditionalRecipientText, getTinSubmittedType, writeAddress, writePartyName } from './parties.ts';
import type { XmlBuffer } from './xml-buffer.ts';

export function formatValue(spec: IrisElement, value: BoxValue): string {
  switch (spec.kind) {
    case 'amount':
      return typeof value === 'number' ? formatCents(value) : '';
    case 'indicator':
      return value === true ? '1' : '0';
    case 'text':
      return typeof value === 'string'
        ? cleanText(value, spec.maxLength ?? 100, spec.label ?? spec.element)
        : '';
    case 'date':
      return typeof value === 'string' ? value : '';
    case 'country': {
      const code = typeof value === 'string' ? normalizeCountry(value) : null;
      return code && code !== 'US' && isCountryCode(code) ? code : '';
    }
    case 'cusip': {
      const cusip = typeof value === 'string' ? normalizeIrsText('code', value) : '';
      if (cusip.length > (spec.maxLength ?? 9))
        throw new IrisTextError(
          `the CUSIP number "${String(value)}" has ${cusip.length} letters and digits, but IRIS takes at most ${spec.maxLength ?? 9}`,
        );
      return cusip;
    }
  }
}

/**
 * The CF/SF state of a record in a CF/SF submission, or '': IRIS's own list (rule SHAREDIRFORM019_002),
 * not the Pub 1220 one, which has Missouri and lacks Oregon and Rhode Island.
 */
export function getCfsfState(ret: EfileReturn, combinedFederalState: boolean, table: IrisFormTable): string {
  if (!combinedFederalState || !table.hasStateGroups) return '';
  const state = String(ret.filingData.state1Code ?? '')
    .trim()
    .toUpperCase();
  return isIrisCfsfState(state) ? state : '';
}

function cents(value: BoxValue): number | null {
  return typeof value === 'number' ? value : null;
}

function writeStateGroup(xml: XmlBuffer, ret: EfileReturn): void {
  const data = ret.filingData;
  const state = String(data.state1Code ?? '')
    .trim()
    .toUpperCase();
  if (!state) return;
  xml.open('StateLocalTaxGrp');
  xml.leaf('StateAbbreviationCd', state);
  const stateId = cleanText(String(data.state1EIN ?? ''), 25, "payer's state number");
  const stateTax = cents(data.state1TaxWithheld);
  const stateIncome = cents(data.state1Income);
  if (stateId || stateTax !== null || stateIncome !== null) {
    xml.open('StateTaxGrp');
    xml.leaf('StateIdNum', stateId);
    xml.leaf('StateTaxWithheldAmt', stateTax === null ? '' : formatCents(stateTax));
    xml.leaf('StateIncomeAmt', stateIncome === null ? '' : formatCents(stateIncome));
    xml.close('StateTaxGrp');
  }
  if (ret.localTaxWithheldCents !== undefined) {
    xml.open('LocalTaxGrp');
    xml.leaf('LocalTaxWithheldAmt', formatCents(ret.localTaxWithheldCents));
    xml.close('LocalTaxGrp');
  }
  xml.leaf('SpecialDataEntriesTxt', cleanText(ret.specialDataEntries, 60, 'special data entries'));
  xml.close('StateLocalTaxGrp');
}

export interface DetailInput {
  ret: EfileReturn;
  recordId: number;
  table: IrisFormTable;
  cfsfState: string;
}

/** One Form1099xxxDetail in schema order (IRS-Form1099NECType.xsd and siblings, TY2025). */
export function writeDetail(xml: XmlBuffer, input: DetailInput): void {
  inContext(
    () => describeReturn(input.ret.formType, input.ret.payee),
    () => writeDetailElements(xml, input),
  );
}

function writeDetailElements(xml: XmlBuffer, input: DetailInput): void {
  const { ret, table } = input;
  xml.open(table.detail);
  xml.leaf('TaxYr', ret.taxYear);
  xml.leaf('RecordId', input.recordId);
  const officeCode = (ret.officeCode ?? '').trim();
  // Code4Type: exactly 4 characters; Pub 1220 B 41-44 takes the same code, so letters and digits.
  if (officeCode !== '' && !/^[A-Za-z0-9]{4}$/.test(officeCode))
    throw new IrisTextError(
      `the payer's office code "${officeCode}" must be 4 letters or digits; it is not changed`,
    );
  xml.leaf('IssuerOfficeCd', officeCode);
  xml.leaf('CFSFElectionStateCd', input.cfsfState);
  xml.leaf('VoidInd', '0');
  const corrected = ret.correction === 'G';
  xml.leaf('CorrectedInd', corrected ? '1' : '0');
  if (corrected && ret.previousUniqueRecordId) {
    xml.open('PrevSubmittedRecRecipientGrp');
    xml.leaf('UniqueRecordId', ret.previousUniqueRecordId);
    xml.close('PrevSubmittedRecRecipientGrp');
  }
  xml.open('RecipientDetail');
  xml.leaf('TIN', /^\d{9}$/.test(ret.payee.tin) ? ret.payee.tin : '');
  xml.leaf('TINSubmittedTypeCd', getTinSubmittedType(ret.payee));
  writePartyName(xml, ret.payee, true);
  xml.leaf('AdditionalRecipientTxt', getAdditionalRecipientText(ret.payee));
  writeAddress(xml, 'MailingAddressGrp', ret.payee.address);
  xml.close('RecipientDetail');
  xml.leaf(
    'RecipientAccountNum',
    cleanText(String(ret.filingData.payeeAccountNumber ?? ''), 30, 'account number'),
  );
  for (const spec of table.elements) xml.leaf(spec.element, formatValue(spec, ret.filingData[spec.box]));
  if (table.hasStateGroups) writeStateGroup(xml, ret);
  xml.close(table.detail);
}
