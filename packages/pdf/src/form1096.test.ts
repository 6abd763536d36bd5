import { describe, expect, it } from 'vitest';
import { find1096Template } from './field-maps-1096.ts';
import type { Rect } from './fit.ts';
import { add1096, summarizeFor1096 } from './form1096.ts';
import { testKit } from './test-support/assets.ts';
import { readPdfText } from './test-support/read-pdf.ts';
import { PAYER, sampleStatement } from './test-support/statements.ts';
import { StatementPdf } from './writer.ts';

function inside(item: { x: number; y: number }, rect: Rect): boolean {
  return (
    item.x >= rect.x - 1 &&
    item.x <= rect.x + rect.width &&
    item.y >= rect.y - 2 &&
    item.y <= rect.y + rect.height
  );
}

describe('Form 1096', () => {
  it('adds the boxes the 1096 instructions count, and the tax withheld', () => {
    const nec = sampleStatement('Type_1099_NEC', 2025).ret;
    const totals = summarizeFor1096([nec, nec]);
    const comp = nec.filingData.nonEmployeeComp as number;
    const golden = nec.filingData.goldenParachutePayment as number;
    expect(totals).toEqual({
      totalForms: 2,
      totalAmountCents: 2 * (comp + golden),
      federalTaxWithheldCents: 2 * (nec.filingData.federalTaxWithheld as number),
    });
  });

  it.each([2025, 2026])('fills the %s form: filer, EIN, counts, amounts and the form type', async (year) => {
    const pdf = await StatementPdf.create(testKit());
    await add1096(pdf, {
      filer: PAYER,
      formType: 'Type_1099_MISC',
      taxYear: year,
      totalForms: 12,
      federalTaxWithheldCents: 12_345,
      totalAmountCents: 999_999_999_999,
      contactName: 'Pat Doe',
    });
    const [items = []] = await readPdfText(await pdf.save());
    const template = find1096Template(year);
    const prepared = await testKit().template(template?.file ?? '');
    const at = (name: string | null | undefined, value: string): void => {
      const rect = prepared.rects.get(name ?? '');
      expect(rect, String(name)).toBeDefined();
      expect(
        items.filter((i) => i.str === value && rect && inside(i, rect)),
        value,
      ).toHaveLength(1);
    };
    at(template?.fields.filerName, 'Acme Widgets LLC');
    at(template?.fields.ein, '12-3456789');
    at(template?.fields.totalForms, '12');
    at(template?.fields.federalTaxWithheld, '123.45');
    at(template?.fields.totalAmount, '9,999,999,999.99');
    at(template?.fields.contactName, 'Pat Doe');
    at(template?.formTypes.Type_1099_MISC, 'X');
    expect(items.filter((i) => i.str === 'X')).toHaveLength(1);
  });

  it('has no form before tax year 2025', async () => {
    const pdf = await StatementPdf.create(testKit());
    await expect(
      add1096(pdf, {
        filer: PAYER,
        formType: 'Type_1099_NEC',
        taxYear: 2024,
        totalForms: 1,
        federalTaxWithheldCents: 0,
        totalAmountCents: 0,
      }),
    ).rejects.toThrow('Form 1096 for tax year 2024 is not available.');
  });
});
