/**
 * The `unique` data set of the e-file benchmark: the realistic returns (every box filled, one payee in
 * five abroad) with a name and an address of its own for every payee, as in a real file, where a
 * writer's memory of text it has cleaned before cannot help. Names are made of syllables chosen by a
 * scramble of the return's index: accented letters (é, ñ, ø, ł, ß, ð), hyphenated given names and
 * surnames, particles ('de la', 'van der', "O'", 'Mc'), suffixes typed in the surname or in their own
 * field, middle initials, and business names with '&', 'The', commas and legal forms. Streets, second
 * lines and cities are made the same way. Every value fits its IRS field (IRIS name parts 20
 * characters, Pub 1220 name and street lines 40), so the writers file every return. Counted: 99,999
 * different names in 100,000 returns and 999,947 in 1,000,000 (syllables that join the same way make
 * the few repeats); every street differs.
 */
import type { EfileAddress, EfileParty } from '../src/index.ts';
import { formatWholeNumber as text } from '../src/numbers.ts';

/** 32 syllables each: a 5-bit digit of the scrambled index picks one. */
const SYLLABLES = ['ba', 'ké', 'lo', 'mi', 'nu', 'ra', 'sé', 'ti', 'vo', 'za', 'dö', 'fa', 'gi', 'ho', 'ja', 'lu', 'mø', 'ne', 'pí', 'qu', 'ro', 'sa', 'tå', 'ul', 'ven', 'wi', 'xa', 'yo', 'zé', 'ñe', 'ła', 'çi']; // prettier-ignore
const ENDINGS = ['n', 'r', 's', 'z', 'ck', 'ß', 'll', 'th', 'x', 'nd', 'rt', 'sk', 'ð', 'ng', 'lé', 'ø', '', 'm', 'ks', 'tt', 'ne', 'ra', 'na', 'ka', 'ov', 'ić', 'es', 'ez', 'ia', 'an', 'el', 'is']; // prettier-ignore
const PARTICLES = ['de la ', 'van der ', "O'", 'Mc', 'di ', 'St. ', 'da ', 'von ']; // prettier-ignore
const SUFFIXES = ['Jr.', 'Sr.', 'III', 'MD', 'PhD'];
const LEGAL_FORMS = ['LLC', 'Inc.', 'Co.', 'GmbH', 'LP', 'P.C.', 'Ltd.', 'Co-op'];
const STREET_KINDS = ['St.', 'Ave.', 'Blvd.', 'Rd.', 'Ln.', 'Way', 'Ct.', 'Dr.'];
const US_STATES = ['CA', 'NY', 'TX', 'IL', 'WA', 'FL', 'NM', 'MN'];
const FOREIGN = [['QC', 'CA'], ['', 'SZ'], ['SP', 'BR'], ['Bayern', 'GM']] as const; // prettier-ignore

/**
 * A bijection of 32-bit integers (multiply by an odd constant, xor-shift), so that neighbouring
 * returns get unrelated syllables and no two indexes below 2^32 the same digits.
 */
function scramble(index: number): number {
  let value = Math.imul(index ^ 0x5bd1e995, 0x9e3779b1) >>> 0;
  value ^= value >>> 15;
  value = Math.imul(value, 0x85ebca6b) >>> 0;
  return (value ^ (value >>> 13)) >>> 0;
}

function pick<T>(items: readonly T[], index: number): T {
  return items[index % items.length] as T;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A word of two or three syllables and an ending, from the digits of `bits`. */
function createWord(bits: number, syllables: 2 | 3): string {
  let word = pick(SYLLABLES, bits) + pick(SYLLABLES, bits >>> 5);
  if (syllables === 3) word += pick(SYLLABLES, bits >>> 10);
  return capitalize(word + pick(ENDINGS, bits >>> 15));
}

/**
 * A person's name: a surname of three syllables and a given name of two (all 32 bits of the scramble
 * spent between them), and one of eight variants: as is, a second
 * hyphenated surname, a hyphenated given name, a suffix typed in the surname, a particle, a middle
 * initial, a suffix in its own field, a particle with a middle initial.
 */
function createPerson(
  index: number,
  hash: number,
): Pick<EfileParty, 'firstName' | 'middleName' | 'lastName' | 'suffix'> {
  const surname = createWord(hash, 3);
  const firstName = createWord(hash >>> 20, 2);
  const initial = `${pick(SYLLABLES, hash >>> 27)
    .charAt(0)
    .toUpperCase()}.`;
  const particle = pick(PARTICLES, index >>> 3);
  switch (index % 8) {
    case 1:
      return { firstName, lastName: `${surname}-${createWord(hash >>> 7, 2)}` };
    case 2:
      return { firstName: `${firstName}-${createWord(hash >>> 9, 2)}`, lastName: surname };
    case 3:
      return { firstName, lastName: `${surname} ${pick(SUFFIXES, index >>> 5)}` };
    case 4:
      return { firstName, lastName: particle + surname };
    case 5:
      return { firstName, middleName: initial, lastName: surname };
    case 6:
      return { firstName, lastName: surname, suffix: pick(SUFFIXES, index >>> 6) };
    case 7:
      return { firstName, middleName: initial, lastName: particle + surname };
    default:
      return { firstName, lastName: surname };
  }
}

/** A business: two words joined by '&' or a blank, sometimes 'The' before, and a legal form. */
function createBusinessName(index: number, hash: number): string {
  const first = createWord(hash, 3);
  const second = createWord(hash >>> 15, 2);
  const legal = pick(LEGAL_FORMS, index >>> 2);
  switch (index % 4) {
    case 1:
      return `${first} & ${second} ${legal}`;
    case 3:
      return `The ${first} ${second} Group, ${legal}`;
    default:
      return `${first} ${second}'s ${legal}`;
  }
}

/** A street, second line and city of the payee's own; one in five abroad. */
function createUniqueAddress(index: number, hash: number): EfileAddress {
  const street = `${text(1 + (hash % 9899))} ${createWord(hash >>> 6, 3)} ${pick(STREET_KINDS, hash >>> 3)}`;
  const city = createWord(hash >>> 11, index % 3 === 0 ? 3 : 2);
  const suite = index % 3 === 1 ? `Ste ${text(100 + (hash % 900))}` : '';
  if (index % 5 === 4) {
    const [province, country] = pick(FOREIGN, hash >>> 1);
    const postalCode = text(10_000 + (hash % 89_999));
    return suite
      ? { line1: street, line2: suite, city, province, postalCode, country }
      : { line1: street, city, province, postalCode, country };
  }
  const state = pick(US_STATES, hash >>> 2);
  const postalCode = text(10_000 + (hash % 89_999));
  return suite
    ? { line1: street, line2: suite, city, state, postalCode }
    : { line1: street, city, state, postalCode };
}

/** The payee of return `index`: a person (even indexes) or a business, with a name of its own. */
export function createUniquePayee(index: number, tin: string): EfileParty {
  const hash = scramble(index);
  const address = createUniqueAddress(index, scramble(hash));
  if (index % 2 === 0)
    return { entityType: 'Individual', tinType: 'SSN', tin, ...createPerson(index >>> 1, hash), address };
  return {
    entityType: 'Business',
    tinType: 'EIN',
    tin,
    businessName: createBusinessName(index >>> 1, hash),
    address,
  };
}
