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

const MAX_SAFE_CENTS = BigInt(Number.MAX_SAFE_INTEGER);

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
  // Exact integer arithmetic on the digits; the result must be a safe integer to be held as cents.
  const exact =
    BigInt(whole || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0')) + (roundUp ? 1n : 0n);
  if (exact > MAX_SAFE_CENTS) return fail('tooLarge');
  const magnitude = Number(exact);
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

/**
 * Sign, whole dollars and two-digit cents of a whole number of cents, with integer arithmetic only
 * (a safe integer, or a bigint for sums beyond 2^53); null for a number that is not whole cents.
 */
function splitCents(cents: number | bigint): { sign: string; dollars: string; fraction: string } | null {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) return null;
  const value = BigInt(cents);
  const magnitude = value < 0n ? -value : value;
  return {
    sign: value < 0n ? '-' : '',
    dollars: String(magnitude / 100n),
    fraction: String(magnitude % 100n).padStart(2, '0'),
  };
}

/**
 * '$1,234.50'; negative amounts as '-$5.00'. Exact for any whole number of cents; a number that is not
 * whole cents (which validation refuses) is shown as it is, never rounded.
 */
export function formatCents(cents: number | bigint): string {
  const parts = splitCents(cents);
  if (!parts) return `$${String(cents)}`;
  return `${parts.sign}$${groupThousands(parts.dollars)}.${parts.fraction}`;
}

/**
 * Plain decimal text with 2 decimals, '1234.50', as payment providers and file formats expect. Exact
 * for any whole number of cents; a number that is not whole cents is shown as it is, never rounded.
 */
export function formatCentsAsDecimal(cents: number | bigint): string {
  const parts = splitCents(cents);
  if (!parts) return String(cents);
  return `${parts.sign}${parts.dollars}.${parts.fraction}`;
}

/** Whether a value is a whole number of cents that arithmetic can hold exactly. */
export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Exact sum of whole cents at any size, as a bigint. */
export function sumCentsExact(values: Iterable<number | bigint>): bigint {
  let total = 0n;
  for (const value of values) {
    if (typeof value === 'number' && !Number.isSafeInteger(value))
      throw new RangeError(`${value} is not a whole number of cents`);
    total += BigInt(value);
  }
  return total;
}

/**
 * Sum of whole cents as a number. Throws a RangeError instead of returning a rounded sum when the
 * total is not a safe integer (beyond 2^53 cents, about $90 trillion); use sumCentsExact there.
 */
export function sumCents(values: readonly number[]): number {
  const total = sumCentsExact(values);
  if (total > MAX_SAFE_CENTS || total < -MAX_SAFE_CENTS)
    throw new RangeError('The sum of these amounts is too large to hold exactly as a number of cents');
  return Number(total);
}

/**
 * A percentage of an amount, in basis points (350 = 3.5%), rounded half away from zero to the cent
 * with integer arithmetic only.
 */
export function applyRateToCents(cents: number, basisPoints: number): number {
  const product = BigInt(Math.abs(cents)) * BigInt(basisPoints);
  const quotient = product / 10_000n;
  const rounded = (product - quotient * 10_000n) * 2n >= 10_000n ? quotient + 1n : quotient;
  return Number(cents < 0 ? -rounded : rounded);
}
