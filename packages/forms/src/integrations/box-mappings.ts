/**
 * Account → box mappings of a partner import (spec part 2 §3 "Box mapping", §4 "Account mappings"):
 * each expense account of the partner's books belongs to at most one box of one form; mapping it to a
 * box takes it from any other. The partner's own 1099 account mapping is not readable by API
 * (QuickBooks Online, reference §1.5), so the product keeps its own, per payer and partner.
 */
import { getFormBoxes } from '../catalogue/catalogue.ts';
import type { FormType } from '../catalogue/form-types.ts';

/** One account of the partner's chart of accounts (spec part 2 §3 "Chart of accounts entry"). */
export interface PartnerAccount {
  accountId: string;
  accountName: string;
  /** 'Parent:Child' where the partner nests accounts. */
  accountFullName: string;
  /** The partner's own type ('Expense', 'Credit Card', 'EXPENSE', …), as it sends it. */
  accountType: string;
  accountSubType: string;
  isActive: boolean;
  isSubAccount: boolean;
}

/**
 * The boxes accounts can be mapped to: payments a payer books as an expense. Withholding, tips,
 * overtime, 409A deferrals and golden parachutes are not expenses of the books, so they are entered on
 * the filing instead.
 */
const MAPPABLE_FIELDS: Readonly<Partial<Record<FormType, readonly string[]>>> = {
  Type_1099_NEC: ['nonEmployeeComp'],
  Type_1099_MISC: [
    'rents',
    'royalties',
    'otherIncome',
    'fishingBoatProceeds',
    'medicalPayments',
    'substitutePaymentsForDivInt',
    'cropInsuranceProceeds',
    'proceedsPaidToAttorney',
    'fishPurchasedForResale',
    'nonQualifiedDeferredComp',
  ],
};

export const MAPPABLE_FORM_TYPES = ['Type_1099_NEC', 'Type_1099_MISC'] as const satisfies readonly FormType[];
export type MappableFormType = (typeof MAPPABLE_FORM_TYPES)[number];

/** A box accounts can be mapped to, named `NEC.nonEmployeeComp` or `MISC.rents` (the spec's boxName). */
export interface MappableBox {
  boxName: string;
  formType: MappableFormType;
  /** The filing field the box total is written to. */
  field: string;
  boxNumber: string;
  label: string;
}

const FORM_PREFIX: Readonly<Record<MappableFormType, string>> = {
  Type_1099_NEC: 'NEC',
  Type_1099_MISC: 'MISC',
};

/** The mappable boxes of a tax year, NEC first, then MISC, in the form's order. */
export function getMappableBoxes(taxYear: number): MappableBox[] {
  return MAPPABLE_FORM_TYPES.flatMap((formType) => {
    const fields = MAPPABLE_FIELDS[formType] ?? [];
    return getFormBoxes(formType, taxYear)
      .filter((box) => fields.includes(box.name))
      .map((box) => ({
        boxName: `${FORM_PREFIX[formType]}.${box.name}`,
        formType,
        field: box.name,
        boxNumber: box.boxNumber,
        label: box.label,
      }));
  });
}

/** Box name → the account ids mapped to it. An account appears under at most one box. */
export type BoxMappings = Readonly<Record<string, readonly string[]>>;

/** Maps `accountIds` to `boxName`, taking each of them from whatever box held it before. */
export function assignAccountsToBox(
  mappings: BoxMappings,
  boxName: string,
  accountIds: readonly string[],
): BoxMappings {
  const taken = new Set(accountIds);
  const next: Record<string, readonly string[]> = {};
  for (const [name, ids] of Object.entries(mappings)) {
    const kept = ids.filter((id) => !taken.has(id));
    if (name !== boxName && kept.length > 0) next[name] = kept;
  }
  const ordered = [...new Set(accountIds)];
  if (ordered.length > 0) next[boxName] = ordered;
  return next;
}

/** account id → box name, for categorising lines. */
export function getBoxByAccount(mappings: BoxMappings): Map<string, string> {
  const byAccount = new Map<string, string>();
  for (const [boxName, ids] of Object.entries(mappings)) for (const id of ids) byAccount.set(id, boxName);
  return byAccount;
}

/** What updateBoxMappings stores: boxName with the account ids comma-joined (spec part 2 §7). */
export interface StoredBoxMapping {
  boxName: string;
  accountIds: string;
}

export const BOX_MAPPING_MESSAGES = {
  unknownBox: (boxName: string) => `${boxName} is not a box accounts can be mapped to.`,
  twoBoxes: (accountId: string) =>
    `Account ${accountId} is mapped to two boxes; an account belongs to one box.`,
  badAccountId: 'An account id must be 1 to 100 characters without commas.',
  tooMany: 'At most 5,000 accounts can be mapped.',
} as const;

const MAX_MAPPED_ACCOUNTS = 5_000;

/**
 * Reads stored or submitted mappings, refusing a box that cannot be mapped in the tax year, an account
 * under two boxes and ids that would not survive the comma-joined storage. Returns the mappings or the
 * first problem, in the user's words.
 */
export function parseBoxMappings(
  stored: readonly StoredBoxMapping[],
  taxYear: number,
): { mappings: BoxMappings; error: null } | { mappings: null; error: string } {
  const known = new Set(getMappableBoxes(taxYear).map((box) => box.boxName));
  const seen = new Set<string>();
  const mappings: Record<string, string[]> = {};
  for (const entry of stored) {
    if (!known.has(entry.boxName))
      return { mappings: null, error: BOX_MAPPING_MESSAGES.unknownBox(entry.boxName) };
    const ids = entry.accountIds
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '');
    for (const id of ids) {
      if (id.length > 100) return { mappings: null, error: BOX_MAPPING_MESSAGES.badAccountId };
      if (seen.has(id)) return { mappings: null, error: BOX_MAPPING_MESSAGES.twoBoxes(id) };
      seen.add(id);
    }
    if (seen.size > MAX_MAPPED_ACCOUNTS) return { mappings: null, error: BOX_MAPPING_MESSAGES.tooMany };
    if (ids.length > 0) mappings[entry.boxName] = [...(mappings[entry.boxName] ?? []), ...ids];
  }
  return { mappings, error: null };
}

export function formatBoxMappings(mappings: BoxMappings): StoredBoxMapping[] {
  return Object.entries(mappings)
    .filter(([, ids]) => ids.length > 0)
    .map(([boxName, ids]) => ({ boxName, accountIds: ids.join(',') }));
}

/** Account types that hold money paid out (expenses), as the partners spell them. */
const EXPENSE_TYPE = /expense|cost of (goods|sales)|direct ?costs?|overhead/i;

/** Name patterns of the accounts a payer books each box's payments to, most specific first. */
const SUGGESTIONS: readonly (readonly [boxName: string, pattern: RegExp])[] = [
  ['MISC.proceedsPaidToAttorney', /settlement|attorney.*proceeds/i],
  ['MISC.royalties', /royalt/i],
  ['MISC.rents', /\brent|lease/i],
  ['MISC.medicalPayments', /medical|health ?care (services|providers)/i],
  ['MISC.otherIncome', /prizes?|awards?/i],
  [
    'NEC.nonEmployeeComp',
    /contract(or|ed)? (labor|labour|services)|subcontract|consult|professional|legal|freelanc|outside services|commission/i,
  ],
];

/**
 * Suggested mappings from the accounts' names and types, for the user to accept or change; never saved
 * without the user. Only active expense accounts are suggested, each to one box.
 */
export function suggestBoxMappings(accounts: readonly PartnerAccount[], taxYear: number): BoxMappings {
  const known = new Set(getMappableBoxes(taxYear).map((box) => box.boxName));
  let mappings: BoxMappings = {};
  for (const account of accounts) {
    if (!account.isActive) continue;
    if (!EXPENSE_TYPE.test(`${account.accountType} ${account.accountSubType}`)) continue;
    const text = `${account.accountFullName} ${account.accountName} ${splitWords(account.accountSubType)}`;
    const match = SUGGESTIONS.find(([boxName, pattern]) => known.has(boxName) && pattern.test(text));
    if (match)
      mappings = assignAccountsToBox(mappings, match[0], [...(mappings[match[0]] ?? []), account.accountId]);
  }
  return mappings;
}

/** 'LegalProfessionalFees' → 'Legal Professional Fees', so the name patterns read subtypes too. */
function splitWords(text: string): string {
  return text.replace(/([a-z])([A-Z])/g, '$1 $2');
}
