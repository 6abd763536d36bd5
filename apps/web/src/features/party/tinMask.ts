import { TIN_MASKS, type TinType } from '@file1099/forms';

/**
 * Writes what was typed into the TIN type's mask from the form package ('xx-xxxxxxx', 'xxx-xx-xxxx',
 * 'xxxxxxxxx'): digits, or asterisks of a masked TIN shown back, with the dashes put in as one types.
 */
export function applyTinMask(value: string, tinType: TinType): string {
  const mask = TIN_MASKS[tinType];
  const characters = value.replace(/[^\d*]/g, '').slice(0, mask.replace(/-/g, '').length);
  let result = '';
  let index = 0;
  for (const slot of mask) {
    if (index >= characters.length) break;
    if (slot === '-') {
      result += '-';
      continue;
    }
    result += characters.charAt(index);
    index += 1;
  }
  return result;
}
