/**
 * Money is integer cents everywhere (spec part 2 §9: "money held in cents on the server, displayed as
 * dollars"; USD, 2 decimals). Parsing works on the decimal text, never on floats, so '0.29' is 29 cents.
 */

export const MONEY_MESSAGES = {
  invalid: 'Please enter a valid amount',
  negative: 'Amounts can not be negative',
  tooManyDecimals: 'Please enter an amount with no more than 2 decimal places',
  tooLarge: 'Amount is too large',
} as const;

export type MoneyErrorCode = keyof typeof MONEY_MESSAGES;

export type MoneyParseResult =
  { ok: true; cents: number | null } | { ok: false; code: MoneyErrorCode; message: string };

export interface MoneyParseOptions {
  /** What a blank input becomes: null (default) or 0. */
  blank?: 'null' | 'zero';
  /** More than 2 decimals: reject (default) or round half away from zero. */
  extraDecimals?: 'reject' | 'round';
  /** A negative amount, '-5' or accounting style '(5.00)': reject (default) or allow. */
  negative?: 'reject' | 'allow';
}

const AMOUNT_PATTERN = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

function fail(code: MoneyErrorCode): MoneyParseResult {
  return { ok: false, code, message: MONEY_MESSAGES[code] };
}

/** Shortest decimal text of a number; tiny numbers are written out instead of in exponent form. */
function getNumberText(value: number): string {
  return Math.abs(value) < 1e-6 ? value.toFixed(10) : String(value);
}

/** Strip one sign, accounting parentheses and one '$'; report whether the amount is negative. */
function splitSign(text: string): { negative: boolean; body: string } {
  let body = text;
  let negative = false;
  if (body.startsWith('(') && body.endsWith(')')) {
    negative = true;
    body = body.slice(1, -1).trim();
  }
  if (body.startsWith('$')) body = body.slice(1).trim();
  if (body.startsWith('-') || body.startsWith('+')) {
    negative = negative !== body.startsWith('-');
    body = body.slice(1).trim();
  }
  if (body.startsWith('$')) body = body.slice(1).trim();
  return { negative, body };
}

/**
 * Parse user or spreadsheet input into cents: '1,234.5' → 123450, '$10' → 1000, '.5' → 50.
 * Numbers are read through their decimal text, so 0.1 + 0.2 rounds to 30 cents without drift.
 */
export function parseMoneyToCents(input: unknown, options: MoneyParseOptions = {}): MoneyParseResult {
  const blank = options.blank === 'zero' ? 0 : null;
  if (input === null || input === undefined) return { ok: true, cents: blank };
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return fail('invalid');
    text = getNumberText(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return fail('invalid');
  }
  if (text === '') return { ok: true, cents: blank };

  const { negative, body } = splitSign(text);
  const match = AMOUNT_PATTERN.exec(body);
  const whole = (match?.[1] ?? '').replace(/,/g, '');
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return fail('invalid');
  if (fraction.length > 2 && options.extraDecimals !== 'round') return fail('tooManyDecimals');
  if (whole.replace(/^0+/, '').length > 14) return fail('tooLarge');

  const roundUp = fraction.length > 2 && fraction.charAt(2) >= '5';
  const magnitude =
    Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) return fail('tooLarge');
  if (magnitude === 0) return { ok: true, cents: 0 };
  if (negative && options.negative !== 'allow') return fail('negative');
  return { ok: true, cents: negative ? -magnitude : magnitude };
}

/** Spreadsheet rules (spec part 2 §5): blanks become 0.00 and amounts round to 2 decimals. */
export function parseSpreadsheetMoneyToCents(input: unknown): MoneyParseResult {
  return parseMoneyToCents(input, { blank: 'zero', extraDecimals: 'round' });
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '$1,234.50'; negative amounts as '-$5.00'. */
export function formatCents(cents: number): string {
  const magnitude = Math.abs(cents);
  const dollars = groupThousands(String(Math.floor(magnitude / 100)));
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${dollars}.${fraction}`;
}

/** Plain decimal text with 2 decimals, '1234.50', as payment providers and file formats expect. */
export function formatCentsAsDecimal(cents: number): string {
  const magnitude = Math.abs(cents);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${fraction}`;
}

/** Whether a value is a whole number of cents that arithmetic can hold exactly. */
export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Sum of cents. */
export function sumCents(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * A percentage of an amount, in basis points (350 = 3.5%), rounded half away from zero to the cent
 * with integer arithmetic only.
 */
export function applyRateToCents(cents: number, basisPoints: number): number {
  const product = Math.abs(cents) * basisPoints;
  const quotient = Math.floor(product / 10_000);
  const rounded = (product - quotient * 10_000) * 2 >= 10_000 ? quotient + 1 : quotient;
  return cents < 0 ? -rounded : rounded;
}
