import type { EfileAddress, EfileParty, EfilePayer, EfileReturn } from '@file1099/efile';
import { formatCents, formatTin, getFormDefinition, maskTin, type BoxDefinition } from '@file1099/forms';
import type { CopyKind } from './field-maps.ts';

/** One filing as a statement: its payer, its return (efile model, from `returnFromForms`), VOID. */
export interface Statement {
  payer: EfilePayer;
  ret: EfileReturn;
  /** Print the VOID mark (copies 1 and 2 and the substitute have it). */
  void?: boolean;
}

/** A drawn value: text, or true for a checked box. */
export type DrawValue = string | true;

/**
 * Copies that go to the recipient carry the payee TIN truncated to its last four digits
 * (reference §H: first five digits replaced by '*'); Copy 1 (state) and Copy C (payer) carry it in
 * full. The payer's TIN is never truncated.
 */
export function isRecipientCopy(copy: CopyKind): boolean {
  return copy === 'B' || copy === '2';
}

/** '1,234.50' (the form prints the '$'). */
export function formatAmount(cents: number): string {
  return formatCents(cents).replace('$', '');
}

export function partyName(party: EfileParty): string {
  if (party.entityType === 'Business' || party.businessName) {
    return [party.businessName, party.businessName2].filter(Boolean).join('\n');
  }
  return [party.firstName, party.middleName, party.lastName, party.suffix].filter(Boolean).join(' ');
}

export function streetLine(address: EfileAddress): string {
  return [address.line1, address.line2].filter(Boolean).join(' ');
}

/** 'Springfield, IL 62704'; abroad 'Toronto, ON, CA M5V 2T6'. */
export function cityLine(address: EfileAddress): string {
  const foreign = address.country !== undefined && address.country !== '' && address.country !== 'US';
  const region = foreign
    ? [address.province, address.country].filter(Boolean).join(', ')
    : (address.state ?? '');
  const place = [address.city, region].filter(Boolean).join(', ');
  return [place, address.postalCode].filter(Boolean).join(' ');
}

function tin(party: EfileParty, truncate: boolean): string {
  if (!party.tin) return '';
  return truncate ? maskTin(party.tin, party.tinType) : formatTin(party.tin, party.tinType);
}

function boxText(box: BoxDefinition, value: unknown): DrawValue | null {
  if (value === null || value === undefined || value === '') return null;
  switch (box.type) {
    case 'money':
      return typeof value === 'number' ? formatAmount(value) : null;
    case 'boolean':
      return value === true ? true : null;
    case 'date': {
      const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
      return match ? `${match[2]}/${match[3]}/${match[1]}` : String(value);
    }
    default:
      return String(value);
  }
}

/** The form's fields of a filing as drawn text, by catalogue name ('' keys left out). */
export function boxValues(ret: EfileReturn): Map<string, DrawValue> {
  const definition = getFormDefinition(ret.formType, ret.taxYear);
  const result = new Map<string, DrawValue>();
  if (!definition) return result;
  for (const box of [...definition.boxes, ...definition.stateFields, ...definition.extraFields]) {
    const text = boxText(box, ret.filingData[box.name]);
    if (text !== null) result.set(box.name, text);
  }
  return result;
}

function addressValues(
  prefix: 'payer' | 'recipient',
  address: EfileAddress,
  out: Map<string, DrawValue>,
): void {
  const foreign = address.country !== undefined && address.country !== '' && address.country !== 'US';
  const put = (key: string, value: string | undefined): void => {
    if (value) out.set(`${prefix}${key}`, value);
  };
  put('Street', address.line1);
  put(prefix === 'payer' ? 'Suite' : 'Apt', address.line2);
  put('City', address.city);
  put('State', foreign ? address.province : address.state);
  put('Country', foreign ? address.country : undefined);
  put('Zip', address.postalCode);
  put('CityLine', cityLine(address));
}

/**
 * Every value of one copy of a statement, by map key (field-maps.ts): the catalogue's boxes plus the
 * parties (both the split fields of the 2026 revisions and the one-block fields of the older ones).
 */
export function statementValues(statement: Statement, copy: CopyKind): Map<string, DrawValue> {
  const { payer, ret } = statement;
  const values = boxValues(ret);
  values.set('formYear', String(ret.taxYear));
  const payerName = partyName(payer);
  values.set('payerName', payerName);
  addressValues('payer', payer.address, values);
  values.set(
    'payerBlock',
    [payerName, streetLine(payer.address), cityLine(payer.address), payer.phone].filter(Boolean).join('\n'),
  );
  if (payer.phone) values.set('payerPhone', payer.phone);
  values.set('payerTin', tin(payer, false));
  values.set('recipientTin', tin(ret.payee, isRecipientCopy(copy)));
  values.set('recipientName', partyName(ret.payee));
  addressValues('recipient', ret.payee.address, values);
  values.set('recipientStreetFull', streetLine(ret.payee.address));
  const state1Id = [ret.filingData.state1Code, ret.filingData.state1EIN].filter(Boolean).join(' ');
  if (state1Id) values.set('state1Id', state1Id);
  return values;
}
