import { getPersonNameControl, getPersonNameParts, isPersonNamed, normalizeIrsText } from '@file1099/forms';
import type { EfileAddress, EfileParty } from '../model.ts';
import {
  cleanAddressWhole,
  cleanNameLine,
  fitWhole,
  getBusinessControl,
  getGivenNameControl,
  getPayeeNameFields,
  getPersonNameLine,
  getSecondNameText,
  getStreetLine,
  type PayeeNameFields,
} from './names.ts';

/** Entries a table holds before it starts again: memory stays flat however many payees a file has. */
const MAX_ENTRIES = 8192;

function remember<K, V>(table: Map<K, V>, key: K, value: V): V {
  if (table.size >= MAX_ENTRIES) table.clear();
  table.set(key, value);
  return value;
}

/** A middle name or suffix that is not there (a value that is not text is not taken for one). */
function isBlankPart(part: unknown): boolean {
  return part === undefined || part === null || part === '';
}

interface NamedAs {
  nameLine: string;
  /** The name control derived from the name, worked out when first needed. */
  control: string | undefined;
  /** The surname a person's control is derived from. */
  lastName: string;
}

/**
 * The cleaned text of one file's B records by the text as entered, so that a name, street or city
 * that comes back (a payer's payees share cities, streets and names) is cleaned once. Each value is
 * exactly what the function it stands for gives (`cleanNameLine`, `cleanAddressText`, `getStreetLine`,
 * `getPayeeNameFields`, the tail fields' code cleaning); a refusal is not remembered, so it is thrown
 * again, with the same text, wherever it comes. One memo per written file, never shared between files.
 */
export class TextMemo {
  private readonly names = new Map<string, string>();
  private readonly addresses = new Map<string, string>();
  private readonly codes = new Map<string, string>();
  private readonly streets = new Map<string, Map<string, string>>();
  /** Surname → given name → a person's name line (no middle name or suffix). */
  private readonly persons = new Map<string, Map<string, NamedAs>>();
  private readonly businesses = new Map<string, NamedAs>();

  /** `cleanNameLine(text, label)`. */
  nameLine(text: string | null | undefined, label = 'name line'): string {
    if (typeof text !== 'string') return cleanNameLine(text, label);
    return this.names.get(text) ?? remember(this.names, text, cleanNameLine(text, label));
  }

  /** `cleanAddressText(text, length, label)`. */
  readonly addressText = (text: string | null | undefined, length: number, label = 'address'): string => {
    if (text === undefined || text === null || text === '') return '';
    const cleaned =
      this.addresses.get(text) ?? remember(this.addresses, text, cleanAddressWhole(text, label));
    return fitWhole(cleaned, length, label);
  };

  /** `fitWhole(normalizeIrsText('code', text), length, label)`. */
  code(text: string, length: number, label: string): string {
    const cleaned = this.codes.get(text) ?? remember(this.codes, text, normalizeIrsText('code', text));
    return fitWhole(cleaned, length, label);
  }

  /** `getStreetLine(address)`. */
  streetLine(address: EfileAddress): string {
    const { line1 } = address;
    const line2 = address.line2 ?? '';
    if (typeof line1 !== 'string' || typeof line2 !== 'string') return getStreetLine(address);
    let byLine2 = this.streets.get(line1);
    if (!byLine2) byLine2 = remember(this.streets, line1, new Map<string, string>());
    return byLine2.get(line2) ?? remember(byLine2, line2, getStreetLine(address));
  }

  /** `getPayeeNameFields(party, into)`: the same values, and the same refusal first. */
  payeeNameFields(party: EfileParty, into: PayeeNameFields): void {
    const personNamed = isPersonNamed(party);
    const named = personNamed ? this.getPerson(party) : this.getBusiness(party.businessName);
    // Anything else (a middle name or suffix, a name that is not text) the way it always goes.
    if (!named) return getPayeeNameFields(party, into);
    const given = getGivenNameControl(party);
    if (given !== null) into.nameControl = given;
    else {
      // From text, neither derivation throws: working it out after the name line changes nothing.
      named.control ??= personNamed
        ? getPersonNameControl(named.lastName)
        : getBusinessControl(party.businessName);
      into.nameControl = named.control;
    }
    into.nameLine = named.nameLine;
    into.secondNameLine = this.nameLine(getSecondNameText(party, personNamed), 'second name line');
  }

  private getPerson(party: EfileParty): NamedAs | undefined {
    const { firstName, lastName } = party;
    if (typeof firstName !== 'string' || typeof lastName !== 'string') return undefined;
    if (!isBlankPart(party.middleName) || !isBlankPart(party.suffix)) return undefined;
    let byFirst = this.persons.get(lastName);
    if (!byFirst) byFirst = remember(this.persons, lastName, new Map<string, NamedAs>());
    let named = byFirst.get(firstName);
    if (!named) {
      const parts = getPersonNameParts(party);
      named = { nameLine: getPersonNameLine(parts), control: undefined, lastName: parts.lastName };
      remember(byFirst, firstName, named);
    }
    return named;
  }

  private getBusiness(name: string | undefined): NamedAs | undefined {
    if (typeof name !== 'string') return undefined;
    let named = this.businesses.get(name);
    if (!named) {
      named = { nameLine: cleanNameLine(name), control: undefined, lastName: '' };
      remember(this.businesses, name, named);
    }
    return named;
  }
}
