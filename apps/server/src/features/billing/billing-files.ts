import { BILLING_TRANSACTION_TYPE_LABELS } from '@file1099/forms';
import { centsToDecimal, csvCell } from '../../lib/csv.ts';
import { loadPdfLib } from '../../lib/lazy-modules.ts';
import { formatDollars } from './ledger.ts';
import { BILLING_TIME_ZONE, type BillingTransactionView } from './transactions.service.ts';

const DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: BILLING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** MM/DD/YYYY in the ledger's time zone. */
export function formatBillingDate(date: Date): string {
  return DAY.format(date);
}

export function typeLabel(row: Pick<BillingTransactionView, 'transactionType'>): string {
  return row.transactionType === 'Refund' ? 'Refund' : BILLING_TRANSACTION_TYPE_LABELS[row.transactionType];
}

export const CSV_HEADER = 'Id,Date,Type,Description,Amount,Running Total\r\n';

export function toCsvLine(row: BillingTransactionView): string {
  return `${[
    String(row.id),
    formatBillingDate(row.transactionTime),
    typeLabel(row),
    csvCell(row.description ?? ''),
    // Amounts are numbers; only text cells can carry a formula.
    centsToDecimal(row.amountCents),
    centsToDecimal(row.runningTotalCents),
  ].join(',')}\r\n`;
}

export interface ReceiptPayment {
  brand: string | null;
  last4: string | null;
  providerPaymentId: string | null;
}

/** A one-page receipt for a payment (PurchaseCredit row). */
export async function buildReceiptPdf(
  row: BillingTransactionView,
  payment: ReceiptPayment | null,
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`File1099 receipt ${row.id}`);
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 720;
  const line = (text: string, size = 11, useBold = false) => {
    page.drawText(text.replace(/[^\x20-\x7e]/g, '?'), { x: 60, y, size, font: useBold ? bold : font });
    y -= size + 10;
  };
  line('File1099 - Payment receipt', 18, true);
  y -= 10;
  line(`Receipt number: ${row.id}`);
  line(`Date: ${formatBillingDate(row.transactionTime)}`);
  line(`Account: ${row.accountName ?? ''}`);
  line(`Description: ${(row.description ?? '').slice(0, 80)}`);
  line(`Amount paid: ${formatDollars(row.amountCents)} USD`, 12, true);
  const method =
    row.paymentSource === 'paypal'
      ? 'PayPal'
      : `Card${payment?.brand ? ` ${payment.brand}` : ''}${payment?.last4 ? ` ending in ${payment.last4}` : ''}`;
  line(`Paid with: ${method}`);
  if (payment?.providerPaymentId) line(`Payment reference: ${payment.providerPaymentId}`);
  line(`Funds after this payment: ${formatDollars(row.runningTotalCents)}`);
  return pdf.save();
}
