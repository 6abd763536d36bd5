import { describe, expect, it } from 'vitest';
import type { Rect } from './fit.ts';
import { ENVELOPE_WINDOWS, MAILING_ADDRESS_RECTS, mailingLines } from './mailing.ts';
import { testKit } from './test-support/assets.ts';
import { pageText, readPdfText, type TextItem } from './test-support/read-pdf.ts';
import { sampleStatement } from './test-support/statements.ts';
import type { Statement } from './values.ts';
import { StatementPdf } from './writer.ts';

function inside(item: TextItem, rect: Rect): boolean {
  return (
    item.x >= rect.x - 1 &&
    item.x <= rect.x + rect.width + 1 &&
    item.y >= rect.y - 2 &&
    item.y <= rect.y + rect.height + 1
  );
}

async function mailCopy(statement: Statement): Promise<TextItem[][]> {
  const pdf = await StatementPdf.create(testKit());
  await pdf.addMailCopy(statement);
  return readPdfText(await pdf.save());
}

function textIn(items: readonly TextItem[], rect: Rect): string {
  return items
    .filter((item) => inside(item, rect))
    .map((item) => item.str)
    .join('\n');
}

describe('mailing copy for a #10 double-window envelope', () => {
  it('puts the recipient in the lower window, the payer in the upper one, then Copy B', async () => {
    const statement = sampleStatement('Type_1099_NEC', 2025);
    const pages = await mailCopy(statement);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const first = pages[0] ?? [];
    const recipient = textIn(first, ENVELOPE_WINDOWS.recipient);
    for (const line of mailingLines(statement.ret.payee)) expect(recipient).toContain(line);
    expect(recipient).not.toContain('Acme Widgets');
    const sender = textIn(first, ENVELOPE_WINDOWS.returnAddress);
    expect(sender).toContain('Acme Widgets LLC');
    expect(sender).toContain('Springfield, IL 62704');
    expect(pageText(pages[1] ?? [])).toContain('***-**-4321');
    expect(pageText(pages.flat())).not.toContain('987-65-4321');
  });

  it('keeps the address blocks inside their windows and the windows apart', () => {
    for (const key of ['returnAddress', 'recipient'] as const) {
      const block = MAILING_ADDRESS_RECTS[key];
      const window = ENVELOPE_WINDOWS[key];
      expect(block.x).toBeGreaterThan(window.x);
      expect(block.y + block.height).toBeLessThan(window.y + window.height);
    }
    expect(ENVELOPE_WINDOWS.returnAddress.y).toBeGreaterThan(
      ENVELOPE_WINDOWS.recipient.y + ENVELOPE_WINDOWS.recipient.height,
    );
    // Both windows sit in the top third of the sheet, the panel that faces out after the fold.
    expect(ENVELOPE_WINDOWS.recipient.y).toBeGreaterThan(792 - (11 / 3) * 72);
  });

  it('writes a foreign address with its country on the last line', async () => {
    const statement = sampleStatement('Type_1099_NEC', 2025);
    statement.ret.payee.address = {
      line1: '1 King Street West',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5V 2T6',
      country: 'CA',
    };
    const pages = await mailCopy(statement);
    const recipient = textIn(pages[0] ?? [], ENVELOPE_WINDOWS.recipient);
    expect(recipient).toContain('Toronto ON M5V 2T6');
    expect(recipient.trim().endsWith('CA')).toBe(true);
  });
});
