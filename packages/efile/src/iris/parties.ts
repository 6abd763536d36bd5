import {
  getPayeeNameControl,
  getPersonNameControl,
  getPersonNameParts,
  isCountryCode,
  isPersonNamed,
  normalizeCountry,
  type PersonNameParts,
} from '@file1099/forms';
import type { EfileAddress, EfileParty } from '../model.ts';
import { getBusinessControl } from '../pub1220/names.ts';
import {
  cleanBusinessName,
  cleanBusinessNameLine2,
  cleanCity,
  cleanPersonNamePart,
  cleanText,
  cleanZip,
  IrisTextError,
  splitStreetLines,
} from './clean.ts';
import type { XmlBuffer } from './xml-buffer.ts';

/** TINSubmittedTypeCdType: EIN → BUSINESS_TIN; SSN, ITIN, ATIN → INDIVIDUAL_TIN; unknown → UNKNOWN. */
export function getTinSubmittedType(party: Pick<EfileParty, 'tinType'>): string {
  if (party.tinType === 'EIN') return 'BUSINESS_TIN';
  if (party.tinType === 'NA') return 'UNKNOWN';
  return 'INDIVIDUAL_TIN';
}

/** A country as an IRS code; '' means the United States. */
export function getCountryCode(address: EfileAddress): string {
  const { country } = address;
  // The usual stored values first (a writer asks this once per record), as forms isUnitedStates does.
  if (country === undefined || country === null || country === '' || country === 'US') return '';
  const code = normalizeCountry(country) ?? 'US';
  return code === 'US' ? '' : code;
}

/** MailingAddressGrp: USAddress or ForeignAddress (AddressGrpType). */
export function writeAddress(xml: XmlBuffer, name: string, address: EfileAddress): void {
  const [line1, line2] = splitStreetLines(address.line1, address.line2);
  const country = getCountryCode(address);
  xml.open(name);
  if (!country) {
    xml.open('USAddress');
    xml.leaf('AddressLine1Txt', line1);
    xml.leaf('AddressLine2Txt', line2);
    xml.leaf('CityNm', cleanCity(address.city));
    xml.leaf('StateAbbreviationCd', (address.state ?? '').trim().toUpperCase());
    xml.leaf('ZIPCd', cleanZip(address.postalCode));
    xml.close('USAddress');
  } else {
    xml.open('ForeignAddress');
    xml.leaf('AddressLine1Txt', line1);
    xml.leaf('AddressLine2Txt', line2);
    xml.leaf('CityNm', cleanCity(address.city, 50));
    xml.leaf('ProvinceOrStateNm', cleanText(address.province, 17, 'province or state'));
    if (!isCountryCode(country))
      throw new IrisTextError(`the country "${address.country ?? ''}" is not a country IRIS knows`);
    xml.leaf('CountryCd', country);
    xml.leaf('ForeignPostalCd', cleanText(address.postalCode, 16, 'postal code'));
    xml.close('ForeignAddress');
  }
  xml.close(name);
}

/** Name control that fits the schema pattern, or '' (the element is optional). */
export function getIrisNameControl(party: EfileParty): string {
  const given = (party.nameControl ?? '').trim().toUpperCase();
  return fitNameControl(given || getPayeeNameControl(party), isPersonNamed(party));
}

function fitNameControl(control: string, personNamed: boolean): string {
  if (personNamed) return /^[A-Z][A-Z\- ]{0,3}$/.test(control) ? control : '';
  return /^[A-Z0-9\-&]{1,4}$/.test(control) ? control : '';
}

/**
 * `getIrisNameControl` with the person's name parts the writer has already worked out: forms
 * `getPayeeNameControl` is `getPersonNameControl` of the parts' surname for a person, and the
 * business's control otherwise (`getBusinessControl`, its one-scan form for plain ASCII names).
 */
function getNameControlOf(party: EfileParty, parts: PersonNameParts | null): string {
  const given = (party.nameControl ?? '').trim().toUpperCase();
  if (given) return fitNameControl(given, parts !== null);
  return parts
    ? fitNameControl(getPersonNameControl(parts.lastName), true)
    : fitNameControl(getBusinessControl(party.businessName), false);
}

/**
 * A person's business name: a sole proprietor's DBA or a disregarded entity's name. RecipientDetail
 * holds PersonName or BusinessName, not both, so it goes in AdditionalRecipientTxt (NameTextType, the
 * characters of BusinessNameLine1Type); IssuerDetail has no such element.
 */
export function getAdditionalRecipientText(party: EfileParty): string {
  if (!isPersonNamed(party)) return '';
  return cleanBusinessName(party.businessName || party.businessName2);
}

/**
 * PersonNameControlTxt + PersonName for a person (an individual, or an SSN/ITIN/ATIN payee named by
 * its owner), from the parts every writer uses; else BusinessNameControlTxt + BusinessName.
 */
export function writePartyName(xml: XmlBuffer, party: EfileParty, withNameControl: boolean): void {
  if (isPersonNamed(party)) {
    const name = getPersonNameParts(party);
    xml.leaf('PersonNameControlTxt', withNameControl ? getNameControlOf(party, name) : '');
    xml.open('PersonName');
    xml.leaf('PersonFirstNm', cleanPersonNamePart(name.firstName, 'first name'));
    xml.leaf('PersonMiddleNm', cleanPersonNamePart(name.middleName, 'middle name'));
    xml.leaf('PersonLastNm', cleanPersonNamePart(name.lastName, 'last name'));
    xml.leaf('SuffixNm', cleanPersonNamePart(name.suffix, 'suffix'));
    xml.close('PersonName');
    return;
  }
  xml.leaf('BusinessNameControlTxt', withNameControl ? getNameControlOf(party, null) : '');
  writeBusinessName(xml, party.businessName, party.businessName2);
}

export function writeBusinessName(
  xml: XmlBuffer,
  line1: string | undefined,
  line2: string | undefined,
): void {
  xml.open('BusinessName');
  xml.leaf('BusinessNameLine1Txt', cleanBusinessName(line1));
  xml.leaf('BusinessNameLine2Txt', cleanBusinessNameLine2(line2));
  xml.close('BusinessName');
}
