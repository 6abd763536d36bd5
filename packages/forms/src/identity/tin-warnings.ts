import { isPlaceholderTin, normalizeTin, type TinType } from './tin.ts';

export interface TinWarning {
  code: string;
  message: string;
}

/**
 * EIN prefixes the IRS does not assign (IRS "How EINs are assigned and valid EIN prefixes": valid are
 * 01-06, 10-16, 20-27, 30-48, 50-68, 71-77, 80-88, 90-95, 98, 99).
 */
const UNASSIGNED_EIN_PREFIXES = new Set([
  '00',
  '07',
  '08',
  '09',
  '17',
  '18',
  '19',
  '28',
  '29',
  '49',
  '69',
  '70',
  '78',
  '79',
  '89',
  '96',
  '97',
]);

/** ITIN middle digits (4th and 5th): 50-65, 70-88, 90-92, 94-99 (IRS ITIN ranges); 93 is an ATIN. */
function isItinGroup(group: number): boolean {
  return (
    (group >= 50 && group <= 65) ||
    (group >= 70 && group <= 88) ||
    (group >= 90 && group <= 92) ||
    group >= 94
  );
}

export const TIN_WARNING_MESSAGES = {
  placeholder: 'This TIN is a placeholder. Enter the payee’s real TIN before you file.',
  sameDigits: 'A TIN with all nine digits the same is not valid.',
  sequential: '123-45-6789 is a sample number, not a real TIN.',
  itinPrefix: 'An ITIN starts with 9 and its fourth and fifth digits are 50-65, 70-88, 90-92 or 94-99.',
  atinPrefix: 'An ATIN starts with 9 and its fourth and fifth digits are 93.',
  ssnStartsWith9: 'An SSN never starts with 9. Is this an ITIN or ATIN?',
  ssnInvalidGroups: 'An SSN never starts with 000 or 666 and never has 00 in the middle or 0000 at the end.',
  einPrefix: 'This EIN starts with a prefix the IRS does not assign.',
} as const;

type WarningCode = keyof typeof TIN_WARNING_MESSAGES;

function warn(code: WarningCode): TinWarning {
  return {
    code: `TIN_${code.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`,
    message: TIN_WARNING_MESSAGES[code],
  };
}

function getTypeWarnings(digits: string, tinType: TinType): TinWarning[] {
  const group = Number(digits.slice(3, 5));
  switch (tinType) {
    case 'ITIN':
      return digits.startsWith('9') && isItinGroup(group) ? [] : [warn('itinPrefix')];
    case 'ATIN':
      return digits.startsWith('9') && group === 93 ? [] : [warn('atinPrefix')];
    case 'SSN': {
      if (digits.startsWith('9')) return [warn('ssnStartsWith9')];
      const area = digits.slice(0, 3);
      const invalid =
        area === '000' || area === '666' || digits.slice(3, 5) === '00' || digits.endsWith('0000');
      return invalid ? [warn('ssnInvalidGroups')] : [];
    }
    case 'EIN':
      return UNASSIGNED_EIN_PREFIXES.has(digits.slice(0, 2)) ? [warn('einPrefix')] : [];
    case 'NA':
      return [];
  }
}

/**
 * Warnings, not errors, for a complete 9-digit TIN that is unlikely to be real (reference/tin-matching.md
 * §6: not all the same digit, not 123456789, ITIN starts with 9; Pub 1220 counts all-same-digit TINs as
 * incorrect). The IRS decides in the end, through TIN matching.
 */
export function getTinWarnings(tin: string | null | undefined, tinType: TinType): TinWarning[] {
  const digits = normalizeTin(tin);
  if (isPlaceholderTin(digits)) return [warn('placeholder')];
  if (!/^\d{9}$/.test(digits)) return [];
  if (/^(\d)\1{8}$/.test(digits)) return [warn('sameDigits')];
  if (digits === '123456789') return [warn('sequential')];
  return getTypeWarnings(digits, tinType);
}
