import type { Address, AddressValues } from './address.ts';
import type { IrsTextField } from './irs-text.ts';
import type { EntityType } from './names.ts';
import type { TinType } from './tin.ts';

/**
 * The payee model: the one list of a payee's fields (spec part 2 §5) with, for each, the label a user
 * knows it by, when it is required and the IRS text rule (identity/irs-text.ts) its value is checked
 * against. Everything else that names the payee's fields — the database table, the GraphQL `Payee`
 * and `PayeeInput` types, the import row, the web dialog's form schema — is derived from this list or
 * checked against it by type or by a test, so a field is added here first.
 */
export interface PayeeFieldRule {
  label: string;
  /** `text` is free text; `choice` one of a closed set; `tin` the TIN in its type's mask; `address` the address parts. */
  kind: 'text' | 'choice' | 'tin' | 'email' | 'phone' | 'address';
  /** Always, only for one payee type, or never (a blank value is kept as ''). */
  required: 'always' | 'business' | 'individual' | 'never';
  /** The IRS text rule the value is checked against; null when the field is not filed as text. */
  irsText: IrsTextField | null;
}

export const PAYEE_FIELDS = {
  entityType: { label: 'Payee type', kind: 'choice', required: 'always', irsText: null },
  businessName: { label: 'Business name', kind: 'text', required: 'business', irsText: 'businessName' },
  dba: { label: 'Doing business as', kind: 'text', required: 'never', irsText: 'businessName2' },
  firstName: { label: 'First name', kind: 'text', required: 'individual', irsText: 'firstName' },
  middleName: { label: 'Middle name', kind: 'text', required: 'never', irsText: 'middleName' },
  lastName: { label: 'Last name', kind: 'text', required: 'individual', irsText: 'lastName' },
  tinType: { label: 'TIN type', kind: 'choice', required: 'always', irsText: null },
  tin: { label: 'TIN', kind: 'tin', required: 'always', irsText: null },
  emailAddress: { label: 'E-mail', kind: 'email', required: 'never', irsText: 'emailAddress' },
  phoneNumber: { label: 'Phone number', kind: 'phone', required: 'never', irsText: null },
  phoneExt: { label: 'Extension', kind: 'text', required: 'never', irsText: null },
  address: { label: 'Address', kind: 'address', required: 'never', irsText: null },
} as const satisfies Readonly<Record<string, PayeeFieldRule>>;

export type PayeeField = keyof typeof PAYEE_FIELDS;
/** The payee's fields held as one text each (all but the address). */
export type PayeeTextField = Exclude<PayeeField, 'address'>;
/** The fields a payee row keeps as they are: all text fields but the TIN, which is kept sealed. */
export type PayeeStoredField = Exclude<PayeeTextField, 'tin'>;

export const PAYEE_FIELD_NAMES = Object.keys(PAYEE_FIELDS) as PayeeField[];
export const PAYEE_TEXT_FIELDS = PAYEE_FIELD_NAMES.filter(
  (field): field is PayeeTextField => field !== 'address',
);

/** A payee's fields as a form holds them and a payee is shown: text ('' when blank) and the address. */
export type PayeeValues = { [K in PayeeField]: K extends 'address' ? AddressValues : string };

/**
 * A payee's fields as a save sends them (`addEditPayee`, the import): the payee type and TIN type
 * always, any other field may be missing or null.
 */
export type PayeeFieldsInput = {
  [K in Exclude<PayeeTextField, 'entityType' | 'tinType'>]?: string | null;
} & {
  entityType: EntityType;
  tinType: TinType;
  address?: Address | null;
};

/** The fields the payee's type needs filled in (spec part 2 §5). */
export function getRequiredPayeeFields(entityType: string): PayeeField[] {
  return PAYEE_FIELD_NAMES.filter((field) => {
    const { required } = PAYEE_FIELDS[field];
    if (required === 'always') return true;
    if (required === 'business') return entityType === 'Business';
    if (required === 'individual') return entityType === 'Individual';
    return false;
  });
}

/**
 * Type-level check that two types are the same (not merely assignable): `const check: SameType<A, B>
 * = true` stops compiling when a field is added, dropped or retyped on one side only.
 */
export type SameType<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
