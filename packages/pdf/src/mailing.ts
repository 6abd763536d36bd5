import { getFormTypeLabel } from '@file1099/forms';
import { rgb, type PDFPage } from 'pdf-lib';
import type { Rect } from './fit.ts';
import { cityLine, partyName, streetLine, type Statement } from './values.ts';
import type { TextPainter } from './writer.ts';

/**
 * The mailing page that goes in front of a recipient's Copy B: a US Letter sheet folded in three
 * (letter fold, the top third facing out) for a standard #10 double-window envelope (4 1/8 × 9 1/2 in).
 * The upper window shows the payer's return address, the lower one the recipient's name and address.
 * Points from the page's lower left corner (72 per inch); the windows are those of the common
 * 1099 double-window envelopes (left edge 7/8 in; upper window 1/2 in from the top, 3 1/4 × 7/8 in;
 * lower window 2 in from the top, 3 5/8 × 1 1/8 in), each address kept 1/8 in inside its window.
 */
const PAGE_HEIGHT = 792;
const INCH = 72;

function fromTop(left: number, top: number, width: number, height: number): Rect {
  return {
    x: left * INCH,
    y: PAGE_HEIGHT - (top + height) * INCH,
    width: width * INCH,
    height: height * INCH,
  };
}

/** Where the envelope's windows fall on the sheet. */
export const ENVELOPE_WINDOWS = {
  returnAddress: fromTop(0.875, 0.5, 3.25, 0.875),
  recipient: fromTop(0.875, 2, 3.625, 1.125),
} as const;

/** The printed address blocks: 1/8 in inside each window so that folding tolerance never hides a line. */
export const MAILING_ADDRESS_RECTS = {
  returnAddress: inset(ENVELOPE_WINDOWS.returnAddress),
  recipient: inset(ENVELOPE_WINDOWS.recipient),
} as const;

function inset(rect: Rect): Rect {
  const pad = INCH / 8;
  return { x: rect.x + pad, y: rect.y + pad, width: rect.width - 2 * pad, height: rect.height - 2 * pad };
}

/** Fold marks: the sheet folds at 3 2/3 in and 7 1/3 in from the top (letter fold for a #10). */
export const FOLD_LINES_FROM_TOP = [11 / 3, 22 / 3] as const;

const GREY = rgb(0.6, 0.6, 0.6);

/** The address lines of a party, the country on its own line when abroad (USPS: last line). */
export function mailingLines(party: Statement['payer']): string[] {
  const foreign =
    party.address.country !== undefined && party.address.country !== '' && party.address.country !== 'US';
  const city = foreign
    ? [party.address.city, party.address.province, party.address.postalCode].filter(Boolean).join(' ')
    : cityLine(party.address);
  return [
    ...partyName(party).split('\n'),
    streetLine(party.address),
    city,
    ...(foreign ? [party.address.country ?? ''] : []),
  ].filter((line) => line.trim() !== '');
}

/** Draws the mailing page of one statement on a blank Letter page. */
export function drawMailingPage(page: PDFPage, painter: TextPainter, statement: Statement): void {
  painter.text(page, MAILING_ADDRESS_RECTS.returnAddress, mailingLines(statement.payer).join('\n'));
  painter.text(page, MAILING_ADDRESS_RECTS.recipient, mailingLines(statement.ret.payee).join('\n'));
  const notice = {
    x: 0.875 * INCH,
    y: PAGE_HEIGHT - 5.5 * INCH,
    width: 6.75 * INCH,
    height: 1.25 * INCH,
  };
  painter.text(
    page,
    notice,
    `IMPORTANT TAX DOCUMENT ENCLOSED. Your Form ${getFormTypeLabel(statement.ret.formType)} for ` +
      `${statement.ret.taxYear} (Copy B, for the recipient) follows this page.`,
  );
  for (const fold of FOLD_LINES_FROM_TOP) {
    const y = PAGE_HEIGHT - fold * INCH;
    page.drawLine({ start: { x: 0, y }, end: { x: 18, y }, thickness: 0.5, color: GREY });
    page.drawLine({ start: { x: 594, y }, end: { x: 612, y }, thickness: 0.5, color: GREY });
  }
}
