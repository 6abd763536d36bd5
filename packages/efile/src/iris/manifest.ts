import type { EfileAddress, EfilePayer, EfileTransmitter } from '../model.ts';
import { cleanEmail, cleanPersonName, cleanPhone, describeParty, inContext } from './clean.ts';
import { SCHEMA_VERSION, type IrisTaxYear } from './elements.ts';
import {
  getCountryCode,
  getTinSubmittedType,
  writeAddress,
  writeBusinessName,
  writePartyName,
} from './parties.ts';
import type { XmlBuffer } from './xml-buffer.ts';

/** O original, C correction, R replacement (TransmissionTypeCdType). */
export type IrisTransmissionType = 'O' | 'C' | 'R';

export interface IrisContact {
  name: string;
  phone: string;
  email?: string;
}

export interface IrisManifestInput {
  taxYear: IrisTaxYear;
  transmissionType: IrisTransmissionType;
  test: boolean;
  /** R transmissions replacing a wholly rejected one: its Receipt ID. */
  originalReceiptId?: string;
  transmitter: EfileTransmitter;
  /** The transmitter's TIN type (default EIN). */
  transmitterTinType?: 'EIN' | 'SSN';
  softwareId: string;
}

/** UTID: '<uuid>:IRIS:<TCC>::A' (reference irs-iris.md §5; EnterpriseBusCorrelationIdType). */
export function createUniqueTransmissionId(uuid: string, tcc: string): string {
  return `${uuid.toLowerCase()}:IRIS:${tcc.trim()}::A`;
}

/**
 * ForeignEntityInd: 1 for a foreign entity, and always 1 with an address abroad (rules SMF019, TMFST017,
 * TMFST023 refuse a foreign address with 0).
 */
export function getForeignEntityInd(foreignEntity: boolean | undefined, address: EfileAddress): '0' | '1' {
  return foreignEntity || getCountryCode(address) ? '1' : '0';
}

export function writeManifest(
  xml: XmlBuffer,
  input: IrisManifestInput,
  utid: string,
  issuerCount: number,
  recipientCount: number,
): void {
  inContext('The transmitter', () => writeManifestElements(xml, input, utid, issuerCount, recipientCount));
}

function writeManifestElements(
  xml: XmlBuffer,
  input: IrisManifestInput,
  utid: string,
  issuerCount: number,
  recipientCount: number,
): void {
  const { transmitter } = input;
  xml.open('IRTransmissionManifest');
  xml.leaf('SchemaVersionNum', SCHEMA_VERSION[input.taxYear]);
  xml.leaf('UniqueTransmissionId', utid);
  xml.leaf('TaxYr', input.taxYear);
  // Rule TMFST038: always 0; a prior year is told by TaxYr alone.
  xml.leaf('PriorYearDataInd', '0');
  xml.leaf('TransmissionTypeCd', input.transmissionType);
  xml.leaf('TestCd', input.test ? 'T' : 'P');
  xml.leaf('OriginalReceiptId', input.transmissionType === 'R' ? input.originalReceiptId : '');
  xml.open('TransmitterGrp');
  xml.leaf('TIN', transmitter.tin.replace(/\D/g, ''));
  xml.leaf('TINSubmittedTypeCd', getTinSubmittedType({ tinType: input.transmitterTinType ?? 'EIN' }));
  xml.leaf('TransmitterControlCd', transmitter.tcc.trim());
  xml.leaf('ForeignEntityInd', getForeignEntityInd(transmitter.foreignEntity, transmitter.address));
  writeBusinessName(xml, transmitter.name, transmitter.name2);
  xml.open('CompanyGrp');
  writeBusinessName(xml, transmitter.companyName, transmitter.companyName2);
  writeAddress(xml, 'MailingAddressGrp', transmitter.address);
  xml.close('CompanyGrp');
  xml.open('ContactNameGrp');
  xml.leaf('PersonNm', cleanPersonName(transmitter.contactName));
  xml.close('ContactNameGrp');
  xml.leaf('ContactEmailAddressTxt', cleanEmail(transmitter.contactEmail));
  xml.leaf('ContactPhoneNum', cleanPhone(transmitter.contactPhone, 'contact phone number'));
  xml.close('TransmitterGrp');
  const vendor = transmitter.vendor;
  xml.leaf('VendorCd', vendor ? 'V' : 'I');
  xml.leaf('SoftwareId', input.softwareId);
  if (vendor) {
    xml.open('VendorGrp');
    xml.leaf('ForeignEntityInd', getForeignEntityInd(vendor.foreignEntity, vendor.address));
    writeBusinessName(xml, vendor.name, undefined);
    writeAddress(xml, 'MailingAddressGrp', vendor.address);
    xml.open('ContactNameGrp');
    xml.leaf('PersonNm', cleanPersonName(vendor.contactName));
    xml.close('ContactNameGrp');
    xml.leaf('ContactPhoneNum', cleanPhone(vendor.contactPhone, 'vendor contact phone number'));
    xml.close('VendorGrp');
  }
  xml.leaf('TotalIssuerFormCnt', issuerCount);
  xml.leaf('TotalRecipientFormCnt', recipientCount);
  xml.leaf('PaperSubmissionInd', '0');
  xml.leaf('MediaSourceCd', 'M');
  xml.leaf('SubmissionChannelCd', 'A2A');
  xml.close('IRTransmissionManifest');
}

export function writeIssuer(xml: XmlBuffer, payer: EfilePayer): void {
  inContext(`The payer ${describeParty(payer)}`, () => writeIssuerElements(xml, payer));
}

function writeIssuerElements(xml: XmlBuffer, payer: EfilePayer): void {
  xml.open('IssuerDetail');
  xml.leaf('ForeignEntityInd', getForeignEntityInd(payer.foreignEntity, payer.address));
  xml.leaf('TIN', payer.tin.replace(/\D/g, ''));
  xml.leaf('TINSubmittedTypeCd', getTinSubmittedType(payer));
  writePartyName(
    xml,
    { ...payer, nameControl: payer.payerNameControl ?? payer.nameControl ?? '' },
    Boolean(payer.payerNameControl ?? payer.nameControl),
  );
  writeAddress(xml, 'MailingAddressGrp', payer.address);
  xml.leaf('PhoneNum', cleanPhone(payer.phone, 'phone number'));
  xml.close('IssuerDetail');
}

export function writeContact(xml: XmlBuffer, contact: IrisContact): void {
  inContext('The contact person', () => {
    xml.open('ContactPersonInformationGrp');
    xml.leaf('ContactPersonNm', cleanPersonName(contact.name));
    xml.leaf('ContactPhoneNum', cleanPhone(contact.phone, 'contact phone number'));
    xml.leaf('ContactEmailAddressTxt', cleanEmail(contact.email));
    xml.close('ContactPersonInformationGrp');
  });
}
