import { isPlaceholderTin, normalizeTin } from './tin.ts';

export interface TinWarning {
  code: string;
  message: string;
}

export const TIN_WARNING_MESSAGES = {
  placeholder: 'This TIN is a placeholder. Enter the payee’s real TIN before you file.',
  sameDigits: 'A TIN with all nine digits the same is not valid.',
  sequential: '123-45-6789 is a sample number, not a real TIN.',
} as const;

type WarningCode = keyof typeof TIN_WARNING_MESSAGES;

function warn(code: WarningCode): TinWarning {
  return {
    code: `TIN_${code.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`,
    message: TIN_WARNING_MESSAGES[code],
  };
}

/**
 * Warnings, not errors, for a complete 9-digit TIN that is unlikely to be real (reference/tin-matching.md
 * §6: not all the same digit, not 123456789; Pub 1220 counts all-same-digit TINs as incorrect). The IRS
 * decides in the end, through TIN matching. Ranges the IRS never issues (SSN areas, EIN prefixes, ITIN
 * and ATIN digits) are errors: `validateTin` refuses them.
 */
export function getTinWarnings(tin: string | null | undefined): TinWarning[] {
  const digits = normalizeTin(tin);
  if (isPlaceholderTin(digits)) return [warn('placeholder')];
  if (!/^\d{9}$/.test(digits)) return [];
  if (/^(\d)\1{8}$/.test(digits)) return [warn('sameDigits')];
  if (digits === '123456789') return [warn('sequential')];
  return [];
}
