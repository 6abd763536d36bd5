import { describe, expect, it } from 'vitest';
import { normalizeIrsText } from '@file1099/forms';
import type { EfileParty } from '../model.ts';
import {
  cleanAddressText,
  cleanNameLine,
  createPayeeNameFields,
  fitWhole,
  getLaterNameLine,
  getPayeeNameFields,
  getStreetLine,
  type PayeeNameFields,
} from './names.ts';
import { TextMemo } from './text-memo.ts';

function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    return `throws ${String(error)}`;
  }
}

const TEXTS = ['Zürich', 'São Paulo', '  ', 'Ω Street', 'x'.repeat(45), "O'Brien & Co.", '中', '', '12-34/5'];

/** Text that does not come back (one per call) first, then mostly text that does (a few values). */
function textAt(index: number): string {
  return index < 8192 || index % 3 === 0 ? `Payee ${index} Straße` : (TEXTS[index % TEXTS.length] ?? '');
}

function partyAt(index: number): EfileParty {
  const text = textAt(index);
  return index % 2 === 0
    ? {
        entityType: 'Individual',
        tinType: 'SSN',
        tin: '123456789',
        firstName: text,
        lastName: TEXTS[index % 4] ?? 'Núñez',
        ...(index % 10 === 0 ? { middleName: 'de la' } : {}),
        ...(index % 14 === 0 ? { nameControl: 'abcde' } : {}),
        address: { line1: text, city: '' },
      }
    : {
        entityType: 'Business',
        tinType: 'EIN',
        tin: '123456789',
        businessName: text,
        ...(index % 6 === 1 ? { businessName2: TEXTS[index % 5] ?? '' } : {}),
        address: { line1: TEXTS[index % 7] ?? '', line2: text, city: '' },
      };
}

describe('TextMemo: the values and refusals of the functions it stands for', () => {
  it('for text that comes back and text that does not, while its tables rest and start again', () => {
    const memo = new TextMemo();
    const differences: string[] = [];
    const compare = (what: string, index: number, memoized: unknown, plain: unknown) => {
      if (JSON.stringify(memoized) !== JSON.stringify(plain))
        differences.push(`${what} #${index}: ${JSON.stringify(memoized)} ≠ ${JSON.stringify(plain)}`);
    };
    // More lookups than a table's window and rest (4,096 and 65,536): every table rests and returns.
    for (let index = 0; index < 75_000; index += 1) {
      const text = textAt(index);
      const length = 30 + (index % 20);
      compare(
        'address',
        index,
        outcome(() => memo.addressText(text, length, 'city')),
        outcome(() => cleanAddressText(text, length, 'city')),
      );
      compare(
        'name',
        index,
        outcome(() => memo.nameLine(text, 'second name line')),
        outcome(() => cleanNameLine(text, 'second name line')),
      );
      compare(
        'code',
        index,
        outcome(() => memo.code(text, 13, 'CUSIP number')),
        outcome(() => fitWhole(normalizeIrsText('code', text), 13, 'CUSIP number')),
      );
      const party = partyAt(index);
      compare(
        'street',
        index,
        outcome(() => memo.streetLine(party.address)),
        outcome(() => getStreetLine(party.address)),
      );
      const memoized = createPayeeNameFields();
      const later = createPayeeNameFields();
      const plain = createPayeeNameFields();
      const result = outcome(() => getPayeeNameFields(party, plain));
      compare(
        'payee',
        index,
        outcome(() => memo.payeeNameFields(party, memoized)),
        result,
      );
      // After a refusal the record is not written, so only values given without one are compared.
      if (result === undefined) {
        compare('payee fields', index, namesOf(memoized), namesOf(plain));
        // Left for later, the name line is the same text once worked out.
        memo.payeeNameFields(party, later, true);
        if (later.nameLine === null) later.nameLine = getLaterNameLine(party, later);
        compare('payee fields later', index, namesOf(later), namesOf(plain));
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });
});

function namesOf({ nameControl, nameLine, secondNameLine }: PayeeNameFields) {
  return { nameControl, nameLine, secondNameLine };
}
