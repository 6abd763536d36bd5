import { FORM_TYPES, type BoxValue, type FormType, type TinType } from '@file1099/forms';
import type {
  EfileAddress,
  EfileParty,
  EfilePayer,
  EfilePayerGroup,
  EfileReturn,
  EfileTransmitter,
} from '../model.ts';
import { parseDecimalCents } from '../numbers.ts';
import { getIrisFormTable, isIrisTaxYear, type IrisFormTable, type IrisTaxYear } from './elements.ts';
import type { IrisContact, IrisTransmissionType } from './manifest.ts';
import { getIrisNameControl } from './parties.ts';
import { findChild, findChildren, getChildText, parseXmlTree, type XmlElement } from './xml-tree.ts';

/**
 * A reader of the IRIS intake XML this package writes, back into the typed model: what the round-trip
 * tests read (Pub 1220 → model → IRIS, issue 13 item 8) and a way to look into a transmission we made.
 * It holds the whole document in memory (xml-tree.ts), so it is meant for files of test and review
 * size, not for 100 MB transmissions. Conventions follow the Pub 1220 reader: blank values are left
 * out; an indicator of 0 reads as an unchecked (absent) box, since IRIS writes every indicator; a name
 * control is kept only when it is not the one the writer would derive. What IRIS does not carry does
 * not come back: ITIN and ATIN read as SSN (INDIVIDUAL_TIN), and a second-step (C) correction, sent to
 * IRIS as a new original, reads as an original.
 */

export interface IrisReadSubmission extends EfilePayerGroup {
  payer: EfilePayer;
  contact: IrisContact;
  returns: EfileReturn[];
}

export interface IrisReadFile {
  taxYear: IrisTaxYear;
  transmissionType: IrisTransmissionType;
  test: boolean;
  priorYear: boolean;
  uniqueTransmissionId: string;
  softwareId: string;
  transmitter: EfileTransmitter;
  submissions: IrisReadSubmission[];
}

export type IrisReadResult = { ok: true; file: IrisReadFile } | { ok: false; message: string };

function text(element: XmlElement | undefined, name: string): string {
  return element ? (getChildText(element, name) ?? '') : '';
}

function setText<T extends object, K extends keyof T>(target: T, key: K, value: string | undefined): void {
  if (value) target[key] = value as T[K];
}

function readAddress(group: XmlElement | undefined): EfileAddress {
  const us = group && findChild(group, 'USAddress');
  if (us) {
    const address: EfileAddress = { line1: text(us, 'AddressLine1Txt'), city: text(us, 'CityNm') };
    setText(address, 'line2', text(us, 'AddressLine2Txt'));
    setText(address, 'state', text(us, 'StateAbbreviationCd'));
    setText(address, 'postalCode', text(us, 'ZIPCd'));
    return address;
  }
  const foreign = group && findChild(group, 'ForeignAddress');
  const address: EfileAddress = { line1: text(foreign, 'AddressLine1Txt'), city: text(foreign, 'CityNm') };
  setText(address, 'line2', text(foreign, 'AddressLine2Txt'));
  setText(address, 'province', text(foreign, 'ProvinceOrStateNm'));
  setText(address, 'postalCode', text(foreign, 'ForeignPostalCd'));
  setText(address, 'country', text(foreign, 'CountryCd'));
  return address;
}

const TIN_TYPES: Readonly<Record<string, TinType>> = {
  BUSINESS_TIN: 'EIN',
  INDIVIDUAL_TIN: 'SSN',
  UNKNOWN: 'NA',
};

/** TIN, type, name (with its name control) and address of a recipient or issuer. */
function readParty(element: XmlElement): EfileParty {
  const person = findChild(element, 'PersonName');
  const business = findChild(element, 'BusinessName');
  const party: EfileParty = {
    entityType: person ? 'Individual' : 'Business',
    tinType: TIN_TYPES[text(element, 'TINSubmittedTypeCd')] ?? 'NA',
    tin: text(element, 'TIN'),
    address: readAddress(findChild(element, 'MailingAddressGrp')),
  };
  if (person) {
    setText(party, 'firstName', text(person, 'PersonFirstNm'));
    setText(party, 'middleName', text(person, 'PersonMiddleNm'));
    setText(party, 'lastName', text(person, 'PersonLastNm'));
    setText(party, 'suffix', text(person, 'SuffixNm'));
  } else {
    setText(party, 'businessName', text(business, 'BusinessNameLine1Txt'));
    setText(party, 'businessName2', text(business, 'BusinessNameLine2Txt'));
  }
  return party;
}

function readBusinessName(element: XmlElement | undefined): [string, string] {
  const name = element && findChild(element, 'BusinessName');
  return [text(name, 'BusinessNameLine1Txt'), text(name, 'BusinessNameLine2Txt')];
}

function readTransmitter(manifest: XmlElement): EfileTransmitter {
  const group = findChild(manifest, 'TransmitterGrp');
  const company = group && findChild(group, 'CompanyGrp');
  const [name, name2] = readBusinessName(group);
  const [companyName, companyName2] = readBusinessName(company);
  const transmitter: EfileTransmitter = {
    tin: text(group, 'TIN'),
    tcc: text(group, 'TransmitterControlCd'),
    name,
    companyName,
    address: readAddress(company && findChild(company, 'MailingAddressGrp')),
    contactName: text(group && findChild(group, 'ContactNameGrp'), 'PersonNm'),
    contactPhone: text(group, 'ContactPhoneNum'),
  };
  setText(transmitter, 'name2', name2);
  setText(transmitter, 'companyName2', companyName2);
  setText(transmitter, 'contactEmail', text(group, 'ContactEmailAddressTxt'));
  if (text(group, 'ForeignEntityInd') === '1') transmitter.foreignEntity = true;
  const vendor = findChild(manifest, 'VendorGrp');
  if (vendor) {
    transmitter.vendor = {
      name: readBusinessName(vendor)[0],
      address: readAddress(findChild(vendor, 'MailingAddressGrp')),
      contactName: text(findChild(vendor, 'ContactNameGrp'), 'PersonNm'),
      contactPhone: text(vendor, 'ContactPhoneNum'),
    };
    if (text(vendor, 'ForeignEntityInd') === '1') transmitter.vendor.foreignEntity = true;
  }
  return transmitter;
}

function readCents(value: string): number | undefined {
  const cents = parseDecimalCents(value);
  return cents === null ? undefined : Number(cents);
}

function readValue(kind: IrisFormTable['elements'][number]['kind'], value: string): BoxValue {
  switch (kind) {
    case 'amount':
      return readCents(value);
    case 'indicator':
      return value === '1' ? true : undefined;
    default:
      return value || undefined;
  }
}

function readStateGroup(group: XmlElement, ret: EfileReturn, filingData: Record<string, BoxValue>): void {
  setText(filingData, 'state1Code', text(group, 'StateAbbreviationCd'));
  const tax = findChild(group, 'StateTaxGrp');
  if (tax) {
    setText(filingData, 'state1EIN', text(tax, 'StateIdNum'));
    const withheld = readCents(text(tax, 'StateTaxWithheldAmt'));
    if (withheld !== undefined) filingData.state1TaxWithheld = withheld;
    const income = readCents(text(tax, 'StateIncomeAmt'));
    if (income !== undefined) filingData.state1Income = income;
  }
  const local = readCents(text(findChild(group, 'LocalTaxGrp'), 'LocalTaxWithheldAmt'));
  if (local !== undefined) ret.localTaxWithheldCents = local;
  setText(ret, 'specialDataEntries', text(group, 'SpecialDataEntriesTxt'));
}

function readDetail(detail: XmlElement, formType: FormType, taxYear: IrisTaxYear): EfileReturn {
  const table = getIrisFormTable(formType, taxYear);
  const recipient = findChild(detail, 'RecipientDetail');
  const payee = recipient ? readParty(recipient) : readParty(detail);
  const control = recipient
    ? text(recipient, payee.entityType === 'Individual' ? 'PersonNameControlTxt' : 'BusinessNameControlTxt')
    : '';
  if (control && control !== getIrisNameControl({ ...payee, nameControl: '' })) payee.nameControl = control;
  const filingData: Record<string, BoxValue> = {};
  const ret: EfileReturn = { formType, taxYear, payee, filingData };
  setText(filingData, 'payeeAccountNumber', text(detail, 'RecipientAccountNum'));
  // An element may repeat (TY2026 TippedOccupationCd): the n-th occurrence is the n-th table entry.
  const seen = new Map<string, number>();
  for (const child of detail.children) {
    const occurrence = seen.get(child.name) ?? 0;
    seen.set(child.name, occurrence + 1);
    const spec = table.elements.filter((element) => element.element === child.name)[occurrence];
    if (!spec) continue;
    const value = readValue(spec.kind, child.text.trim());
    if (value !== undefined) filingData[spec.box] = value;
  }
  const state = findChild(detail, 'StateLocalTaxGrp');
  if (state) readStateGroup(state, ret, filingData);
  setText(ret, 'officeCode', text(detail, 'IssuerOfficeCd'));
  if (text(detail, 'CorrectedInd') === '1') {
    ret.correction = 'G';
    setText(
      ret,
      'previousUniqueRecordId',
      text(findChild(detail, 'PrevSubmittedRecRecipientGrp'), 'UniqueRecordId'),
    );
  }
  return ret;
}

function readSubmission(group: XmlElement, taxYear: IrisTaxYear): IrisReadSubmission | string {
  const header = findChild(group, 'IRSubmission1Header');
  if (!header) return 'A submission has no IRSubmission1Header.';
  const formTypeCd = text(header, 'FormTypeCd');
  const formType = FORM_TYPES.find((type) => getIrisFormTable(type, taxYear).formTypeCd === formTypeCd);
  if (!formType)
    return `A submission has form type "${formTypeCd}", which is not 1099-MISC, NEC, INT, OID or S.`;
  const issuer = findChild(header, 'IssuerDetail');
  const payer: EfilePayer = issuer
    ? readParty(issuer)
    : { entityType: 'Business', tinType: 'NA', tin: '', address: { line1: '', city: '' } };
  if (issuer) {
    setText(payer, 'phone', text(issuer, 'PhoneNum'));
    if (text(issuer, 'ForeignEntityInd') === '1') payer.foreignEntity = true;
    setText(
      payer,
      'payerNameControl',
      text(issuer, payer.entityType === 'Individual' ? 'PersonNameControlTxt' : 'BusinessNameControlTxt'),
    );
  }
  const contactGroup = findChild(header, 'ContactPersonInformationGrp');
  const contact: IrisContact = {
    name: text(contactGroup, 'ContactPersonNm'),
    phone: text(contactGroup, 'ContactPhoneNum'),
  };
  setText(contact, 'email', text(contactGroup, 'ContactEmailAddressTxt'));
  const table = getIrisFormTable(formType, taxYear);
  const detailGroup = findChild(group, 'IRSubmission1Detail');
  const returns = detailGroup
    ? findChildren(detailGroup, table.detail).map((detail) => readDetail(detail, formType, taxYear))
    : [];
  const submission: IrisReadSubmission = { payer, formType, contact, returns };
  if (text(header, 'CFSFElectionInd') === '1') submission.combinedFederalState = true;
  return submission;
}

/** Read an IRIS intake transmission this package wrote into the model (see the notes above). */
export function readIrisXml(xml: string): IrisReadResult {
  const parsed = parseXmlTree(xml);
  if (!parsed.ok) return parsed;
  const root = parsed.root;
  const manifest = findChild(root, 'IRTransmissionManifest');
  if (root.name !== 'IRTransmission' || !manifest)
    return { ok: false, message: 'The document is not an IRIS intake transmission (IRTransmission).' };
  const taxYear = Number(text(manifest, 'TaxYr'));
  if (!isIrisTaxYear(taxYear))
    return {
      ok: false,
      message: `The transmission is for tax year "${text(manifest, 'TaxYr')}"; 2024-2026 can be read.`,
    };
  const type = text(manifest, 'TransmissionTypeCd');
  if (type !== 'O' && type !== 'C' && type !== 'R')
    return { ok: false, message: `The transmission type is "${type}", not O, C or R.` };
  const submissions: IrisReadSubmission[] = [];
  for (const group of findChildren(root, 'IRSubmission1Grp')) {
    const submission = readSubmission(group, taxYear);
    if (typeof submission === 'string') return { ok: false, message: submission };
    submissions.push(submission);
  }
  return {
    ok: true,
    file: {
      taxYear,
      transmissionType: type,
      test: text(manifest, 'TestCd') === 'T',
      priorYear: text(manifest, 'PriorYearDataInd') === '1',
      uniqueTransmissionId: text(manifest, 'UniqueTransmissionId'),
      softwareId: text(manifest, 'SoftwareId'),
      transmitter: readTransmitter(manifest),
      submissions,
    },
  };
}
