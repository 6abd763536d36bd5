/**
 * Splitting a payment over what it settles, the same for every partner: a bill payment is split pro
 * rata over the lines of the bills (or vendor credits, credit notes) it is applied to; what cannot be
 * read becomes an Unknown line with the reason, so the summary shows it rather than losing it.
 */
import { splitPaymentByBill, type BillLine, type PartnerPaymentLine } from '@file1099/forms';
import { PartnerError } from './partner-http.ts';
import type { Json } from './partner-json.ts';

/** What every line of one payment shares; its lines differ in account, amount and reason. */
export type PaymentBase = Omit<PartnerPaymentLine, 'accountId' | 'amountCents' | 'error' | 'description'>;

/** A part of a payment applied to one bill, whose lines are read when needed. */
export interface AppliedPart {
  cents: number;
  lines(): Promise<readonly BillLine[]>;
}

/** The line of a payment whose amount could not be read. */
export function unreadableAmount(base: PaymentBase): PartnerPaymentLine {
  return { ...base, accountId: null, amountCents: 0, error: 'The amount of this payment could not be read.' };
}

/**
 * The lines of the part of a payment that settles one document, split over the document's lines;
 * `undefined` lines (the document or the amount could not be read) make one Unknown line.
 */
export function settleDocument(
  base: PaymentBase,
  cents: number,
  documentLines: readonly BillLine[] | undefined,
  what = 'bill',
): PartnerPaymentLine[] {
  if (!documentLines)
    return [
      {
        ...base,
        accountId: null,
        amountCents: cents,
        error: `The ${what} this payment settles could not be read.`,
      },
    ];
  return splitPaymentByBill(cents, documentLines).map((split) => ({ ...base, ...split }));
}

/**
 * Reads each document once per import. A document deleted since the payment answers 404 and reads as
 * empty, so the part of the payment it settles is Unknown with the reason.
 */
export function readEachOnce(read: (id: string) => Promise<Json>): (id: string) => Promise<Json> {
  const known = new Map<string, Json>();
  return async (id) => {
    const found =
      known.get(id) ??
      (await read(id).catch((error: unknown) => {
        if (error instanceof PartnerError && error.httpStatus === 404) return {};
        throw error;
      }));
    known.set(id, found);
    return found;
  };
}

/**
 * A payment applied to bills: each part over its bill's lines (a bill without lines makes an Unknown
 * line), then the payment's own lines (`direct`), then what is applied to nothing (money paid ahead
 * of a bill), the vendor's without an account.
 */
export async function settlePayment(
  base: PaymentBase,
  amount: number | null,
  parts: readonly AppliedPart[],
  direct: readonly BillLine[] = [],
): Promise<PartnerPaymentLine[]> {
  if (amount === null) return [unreadableAmount(base)];
  const lines: PartnerPaymentLine[] = [];
  let applied = 0;
  for (const part of parts) {
    applied += part.cents;
    const billLines = await part.lines();
    lines.push(...settleDocument(base, part.cents, billLines.length === 0 ? undefined : billLines));
  }
  for (const line of direct) {
    applied += line.amountCents;
    lines.push({ ...base, ...line });
  }
  if (amount !== applied) lines.push({ ...base, accountId: null, amountCents: amount - applied });
  return lines;
}
