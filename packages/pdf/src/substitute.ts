import { getFormDefinition, getFormTypeLabel, type FormType } from '@file1099/forms';
import { rgb, type PDFPage } from 'pdf-lib';
import type { CopyKind } from './field-maps.ts';
import type { Rect } from './fit.ts';
import type { TextPainter } from './writer.ts';
import { statementValues, type Statement } from './values.ts';

/**
 * A substitute statement (Pub. 1179 rules for recipient statements): used for 1099-OID and 1099-S,
 * whose official files the repository lacks, for years before the official revisions it holds, and
 * for Copy C, which the current revisions no longer print. It carries what the rules ask for: form
 * number and title, calendar year, OMB number, the copy's legend, the payer's and recipient's
 * identity with the recipient TIN truncated on recipient copies, every box with its number and
 * caption, and the CORRECTED and VOID marks.
 */

const TITLES: Readonly<Record<FormType, string>> = {
  Type_1099_NEC: 'Nonemployee Compensation',
  Type_1099_MISC: 'Miscellaneous Information',
  Type_1099_INT: 'Interest Income',
  Type_1099_OID: 'Original Issue Discount',
  Type_1099_S: 'Proceeds From Real Estate Transactions',
};

export const OMB_NUMBERS: Readonly<Record<FormType, string>> = {
  Type_1099_NEC: '1545-0116',
  Type_1099_MISC: '1545-0115',
  Type_1099_INT: '1545-0112',
  Type_1099_OID: '1545-0117',
  Type_1099_S: '1545-0997',
};

const LEGENDS: Readonly<Record<CopyKind, [string, string]>> = {
  B: [
    'Copy B For Recipient',
    'This is important tax information and is being furnished to the IRS. If you are required to file a ' +
      'return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the ' +
      'IRS determines that it has not been reported.',
  ],
  C: [
    'Copy C For Payer',
    'For Privacy Act and Paperwork Reduction Act Notice, see the current General Instructions for Certain Information Returns.',
  ],
  '1': ['Copy 1 For State Tax Department', ''],
  '2': ['Copy 2', "To be filed with recipient's state income tax return, when required."],
};

const LINE = rgb(0, 0, 0);
const LEFT = 36;
const RIGHT = 576;
const TOP = 756;

function box(page: PDFPage, rect: Rect): void {
  page.drawRectangle({ ...rect, borderColor: LINE, borderWidth: 0.6 });
}

/** A labelled box: caption in small type on top, value below. */
function field(page: PDFPage, painter: TextPainter, rect: Rect, caption: string, value: string): void {
  box(page, rect);
  painter.text(
    page,
    { x: rect.x + 1, y: rect.y + rect.height - 9, width: rect.width - 2, height: 8 },
    caption,
  );
  if (value) {
    painter.text(
      page,
      { x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 11 },
      value,
    );
  }
}

export function drawSubstitute(
  page: PDFPage,
  painter: TextPainter,
  statement: Statement,
  copy: CopyKind,
): void {
  const { ret } = statement;
  const values = statementValues(statement, copy);
  const text = (key: string): string => {
    const value = values.get(key);
    return typeof value === 'string' ? value : '';
  };
  const label = getFormTypeLabel(ret.formType);
  const [legendTitle, legend] = LEGENDS[copy];
  const marks = [ret.correction ? 'X CORRECTED' : 'CORRECTED (if checked)', statement.void ? 'X VOID' : '']
    .filter(Boolean)
    .join('    ');
  painter.text(page, { x: LEFT, y: TOP, width: 260, height: 12 }, marks);
  painter.text(page, { x: 330, y: TOP, width: 246, height: 12 }, `OMB No. ${OMB_NUMBERS[ret.formType]}`);
  painter.text(
    page,
    { x: LEFT, y: TOP - 22, width: 300, height: 18 },
    `Form ${label}  ${TITLES[ret.formType]}`,
  );
  painter.text(page, { x: 330, y: TOP - 22, width: 246, height: 18 }, `For calendar year ${ret.taxYear}`);
  painter.text(page, { x: LEFT, y: TOP - 36, width: 540, height: 12 }, legendTitle);

  // Left column: the parties.
  const colWidth = 250;
  let y = TOP - 100;
  field(
    page,
    painter,
    { x: LEFT, y, width: colWidth, height: 60 },
    "PAYER'S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.",
    text('payerBlock'),
  );
  y -= 28;
  field(page, painter, { x: LEFT, y, width: colWidth / 2, height: 26 }, "PAYER'S TIN", text('payerTin'));
  field(
    page,
    painter,
    { x: LEFT + colWidth / 2, y, width: colWidth / 2, height: 26 },
    "RECIPIENT'S TIN",
    text('recipientTin'),
  );
  y -= 30;
  field(
    page,
    painter,
    { x: LEFT, y, width: colWidth, height: 28 },
    "RECIPIENT'S name",
    text('recipientName'),
  );
  y -= 28;
  field(
    page,
    painter,
    { x: LEFT, y, width: colWidth, height: 26 },
    'Street address (including apt. no.)',
    text('recipientStreetFull'),
  );
  y -= 28;
  field(
    page,
    painter,
    { x: LEFT, y, width: colWidth, height: 26 },
    'City or town, state or province, country, and ZIP or foreign postal code',
    text('recipientCityLine'),
  );
  y -= 28;
  field(
    page,
    painter,
    { x: LEFT, y, width: colWidth, height: 26 },
    'Account number (see instructions)',
    text('payeeAccountNumber'),
  );
  const leftBottom = y;

  // Right column: every box of the form, in order, two to a row.
  const definition = getFormDefinition(ret.formType, ret.taxYear);
  const boxes = definition ? [...definition.boxes, ...definition.stateFields, ...definition.extraFields] : [];
  // The 2nd TIN notice is printed on Copy A only.
  const shown = boxes.filter((b) => b.name !== 'payeeAccountNumber' && b.name !== 'secondTinNotice');
  const x0 = LEFT + colWidth + 8;
  const cell = (RIGHT - x0) / 2;
  let row = 0;
  shown.forEach((b, index) => {
    const column = index % 2;
    row = Math.floor(index / 2);
    const rect = { x: x0 + column * cell, y: TOP - 72 - row * 30, width: cell, height: 30 };
    const value = values.get(b.name);
    const caption = `${b.boxNumber ? `${b.boxNumber} ` : ''}${b.label}`;
    field(page, painter, rect, caption, value === true ? 'X' : (value ?? ''));
  });
  const bottom = Math.min(leftBottom, TOP - 72 - row * 30) - 16;
  painter.text(page, { x: LEFT, y: bottom - 30, width: 540, height: 28 }, legend);
  painter.text(
    page,
    { x: LEFT, y: bottom - 46, width: 540, height: 12 },
    `Form ${label} (keep for your records)   www.irs.gov/Form${label.replace('-', '')}   Department of the Treasury - Internal Revenue Service`,
  );
}
