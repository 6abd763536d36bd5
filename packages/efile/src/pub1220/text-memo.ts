import { getPersonNameControl, getPersonNameParts, isPersonNamed, normalizeIrsText } from '@file1099/forms';
import type { EfileAddress, EfileParty } from '../model.ts';
import {
  cleanAddressText,
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
/** Lookups between two checks of how often a table finds what it is asked. */
const WINDOW = 4096;
/** Lookups a table sits out after a window that found less than a quarter of its keys. */
const REST = 65_536;

/**
 * Values by text, for text that comes back. Text that does not (a name per payee) would only cost a
 * lookup and an entry each time, so a table that finds less than a quarter of what it is asked in a
 * window of lookups empties itself and is left out for the next REST lookups, then tries again.
 */
class Table<V> {
  private readonly entries = new Map<string, V>();
  /** Lookups so far, and where the window started: counted the same way resting or not. */
  private asked = 0;
  private windowStart = 0;
  private found = 0;
  /** The table is left out until `asked` reaches this. */
  private restUntil = 0;

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  get(key: string): V | undefined {
    // Both ways read the same fields: a way V8 has not seen would make its compiled code bail out
    // on every lookup until it compiles again.
    this.asked += 1;
    if (this.asked < this.restUntil) return undefined;
    const value = this.entries.get(key);
    if (value !== undefined) this.found += 1;
    return value;
  }

  /**
   * Whether the table sits this lookup out (counted as one): the caller then cleans the text without
   * first asking whether it is worth a lookup. Unique text (a name per payee) is scanned once, not twice.
   */
  rests(): boolean {
    if (this.asked + 1 >= this.restUntil) return false;
    this.asked += 1;
    return true;
  }

  /** Keeps `value` (unless the table is resting) and gives it back. */
  keep(key: string, value: V): V {
    if (this.asked < this.restUntil) return value;
    const asked = this.asked - this.windowStart;
    if (asked >= WINDOW) {
      if (this.found * 4 < asked) {
        this.restUntil = this.asked + REST;
        this.entries.clear();
      }
      this.windowStart = this.asked;
      this.found = 0;
      if (this.asked < this.restUntil) return value;
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }
}

/**
 * Text the plain functions clean in one quick pass (printable ASCII, and for a person's name no
 * blank either): looking it up would cost as much as cleaning it, so it is not kept.
 */
function isQuick(text: string, blankAllowed: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 0x7e || code < 0x20 || (code === 0x20 && !blankAllowed)) return false;
  }
  return true;
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
  private readonly names = new Table<string>();
  private readonly addresses = new Table<string>();
  private readonly codes = new Table<string>();
  /** First street line → second line (or '') → the street field; at most 4,096 × 16. */
  private readonly streets = new Table<Map<string, string>>(4096);
  /** Surname → given name → a person's name line (no middle name or suffix); at most 2,048 × 32. */
  private readonly persons = new Table<Map<string, NamedAs>>(2048);
  private readonly businesses = new Table<NamedAs>();

  /** `cleanNameLine(text, label)`. */
  nameLine(text: string | null | undefined, label = 'name line'): string {
    if (typeof text !== 'string' || this.names.rests() || isQuick(text, true))
      return cleanNameLine(text, label);
    return this.names.get(text) ?? this.names.keep(text, cleanNameLine(text, label));
  }

  /** `cleanAddressText(text, length, label)`. */
  readonly addressText = (text: string | null | undefined, length: number, label = 'address'): string => {
    if (text === undefined || text === null || text === '') return '';
    if (this.addresses.rests() || isQuick(text, true)) return cleanAddressText(text, length, label);
    const cleaned = this.addresses.get(text) ?? this.addresses.keep(text, cleanAddressWhole(text, label));
    return fitWhole(cleaned, length, label);
  };

  /** `fitWhole(normalizeIrsText('code', text), length, label)`. */
  code(text: string, length: number, label: string): string {
    const cleaned = this.codes.get(text) ?? this.codes.keep(text, normalizeIrsText('code', text));
    return fitWhole(cleaned, length, label);
  }

  /** `getStreetLine(address)`. */
  streetLine(address: EfileAddress): string {
    const { line1 } = address;
    const line2 = address.line2 ?? '';
    if (typeof line1 !== 'string' || typeof line2 !== 'string' || this.streets.rests())
      return getStreetLine(address);
    if (isQuick(line1, true) && isQuick(line2, true)) return getStreetLine(address);
    const byLine2 = this.streets.get(line1) ?? this.streets.keep(line1, new Map<string, string>());
    let street = byLine2.get(line2);
    if (street === undefined) {
      street = getStreetLine(address);
      if (byLine2.size < 16) byLine2.set(line2, street);
    }
    return street;
  }

  /**
   * `getPayeeNameFields(party, into, lineLater)`: the same values, and the same refusal first. A
   * name line found here is given as text, never left for later.
   */
  payeeNameFields(party: EfileParty, into: PayeeNameFields, lineLater = false): void {
    const personNamed = isPersonNamed(party);
    const named = personNamed ? this.getPerson(party) : this.getBusiness(party.businessName);
    // Anything else (a middle name or suffix, a name that is not text) the way it always goes.
    if (!named) return getPayeeNameFields(party, into, lineLater);
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
    into.personParts = null;
    into.secondNameLine = this.nameLine(getSecondNameText(party, personNamed), 'second name line');
  }

  private getPerson(party: EfileParty): NamedAs | undefined {
    const { firstName, lastName } = party;
    if (typeof firstName !== 'string' || typeof lastName !== 'string') return undefined;
    if (!isBlankPart(party.middleName) || !isBlankPart(party.suffix)) return undefined;
    if (this.persons.rests() || (isQuick(firstName, false) && isQuick(lastName, false))) return undefined;
    const byFirst = this.persons.get(lastName) ?? this.persons.keep(lastName, new Map<string, NamedAs>());
    let named = byFirst.get(firstName);
    if (!named) {
      const parts = getPersonNameParts(party);
      named = { nameLine: getPersonNameLine(parts), control: undefined, lastName: parts.lastName };
      if (byFirst.size < 32) byFirst.set(firstName, named);
    }
    return named;
  }

  private getBusiness(name: string | undefined): NamedAs | undefined {
    if (typeof name !== 'string' || this.businesses.rests() || isQuick(name, true)) return undefined;
    return (
      this.businesses.get(name) ??
      this.businesses.keep(name, { nameLine: cleanNameLine(name), control: undefined, lastName: '' })
    );
  }
}
