import { FORM_TYPES, getFormTaxYears, getFormTypeLabel, type FormType } from '@file1099/forms';
import { describe, expect, it } from 'vitest';
import { fieldName, findOfficialTemplate, copyCheckboxName, type CopyKind } from './field-maps.ts';
import type { Rect } from './fit.ts';
import { testKit } from './test-support/assets.ts';
import { pageText, readPdfText, type TextItem } from './test-support/read-pdf.ts';
import { PAYER, sampleStatement } from './test-support/statements.ts';
import { boxValues, type Statement } from './values.ts';
import { StatementPdf } from './writer.ts';

const TRUNCATED = '***-**-4321';
const FULL = '987-65-4321';
const PAYER_TIN = '12-3456789';

async function render(statement: Statement, copy: CopyKind): Promise<TextItem[]> {
  const pdf = await StatementPdf.create(testKit());
  await pdf.addStatement(statement, [copy]);
  const pages = await readPdfText(await pdf.save());
  return pages[0] ?? [];
}

function inside(item: TextItem, rect: Rect): boolean {
  return (
    item.x >= rect.x - 1 &&
    item.x <= rect.x + rect.width + 1 &&
    item.y >= rect.y - 2 &&
    item.y <= rect.y + rect.height + 1
  );
}

/** Values the official NEC and MISC print in one field: state and state number together. */
function expectedOnOfficial(
  formType: FormType,
  taxYear: number,
  values: Map<string, string | true>,
): Map<string, string | true> {
  const result = new Map(values);
  result.set('formYear', String(taxYear));
  result.delete('secondTinNotice');
  if (formType !== 'Type_1099_INT') {
    const code = result.get('state1Code');
    const id = result.get('state1EIN');
    result.delete('state1Code');
    result.delete('state1EIN');
    if (typeof code === 'string' && typeof id === 'string') result.set('state1Id', `${code} ${id}`);
  }
  return result;
}

const CASES = FORM_TYPES.flatMap((formType) =>
  getFormTaxYears(formType).map((taxYear) => ({ formType, taxYear })),
);

describe('every form and tax year: each box value read back from the PDF', () => {
  it.each(CASES)('$formType $taxYear Copy B and Copy C', async ({ formType, taxYear }) => {
    const statement = sampleStatement(formType, taxYear);
    const official = findOfficialTemplate(formType, taxYear);
    const values = boxValues(statement.ret);
    expect(values.size).toBeGreaterThan(2);
    for (const copy of ['B', 'C'] as const) {
      const items = await render(statement, copy);
      const text = pageText(items);
      const copyPage = official?.copies[copy];
      if (official && copyPage) {
        const template = await testKit().template(official.file);
        const expected = expectedOnOfficial(formType, taxYear, values);
        for (const [key, value] of expected) {
          const pattern = official.fields[key] ?? official.checkboxes[key];
          expect(pattern, `${key} is mapped`).toBeDefined();
          const rect = template.rects.get(fieldName(copyPage, pattern ?? ''));
          expect(rect, `${key} has a field`).toBeDefined();
          const wanted = value === true ? 'X' : value;
          const found = items.filter((item) => item.str === wanted && rect && inside(item, rect));
          expect(found, `${key} = ${wanted} in its field on Copy ${copy}`).toHaveLength(1);
        }
      } else {
        expect(text).toContain(`Form ${getFormTypeLabel(formType)}`);
        expect(text).toContain(`For calendar year ${taxYear}`);
        for (const [key, value] of values) {
          if (key === 'secondTinNotice' || value === true) continue;
          expect(
            items.some((item) => item.str === value),
            `${key} = ${value}`,
          ).toBe(true);
        }
      }
      expect(text).toContain(PAYER_TIN);
      if (copy === 'B') {
        expect(text).toContain(TRUNCATED);
        expect(text).not.toContain(FULL);
      } else {
        expect(text).toContain(FULL);
        expect(text).not.toContain(TRUNCATED);
      }
    }
  });
});

describe('copies and marks', () => {
  it('truncates the recipient TIN on Copy 2 and keeps it whole on Copy 1', async () => {
    const statement = sampleStatement('Type_1099_MISC', 2026);
    expect(pageText(await render(statement, '2'))).toContain(TRUNCATED);
    const copy1 = pageText(await render(statement, '1'));
    expect(copy1).toContain(FULL);
    expect(copy1).toContain(PAYER_TIN);
  });

  it('never truncates the payer TIN, even when the payer is an individual', async () => {
    const statement = sampleStatement('Type_1099_NEC', 2025);
    statement.payer = {
      ...PAYER,
      entityType: 'Individual',
      tinType: 'SSN',
      tin: '111223333',
      businessName: undefined,
      firstName: 'Ann',
      lastName: 'Lee',
    };
    const text = pageText(await render(statement, 'B'));
    expect(text).toContain('111-22-3333');
    expect(text).toContain(TRUNCATED);
  });

  it.each([
    ['Type_1099_NEC', 2026],
    ['Type_1099_INT', 2025],
    ['Type_1099_OID', 2025],
  ] as const)('marks a %s %s correction CORRECTED and a plain one not', async (formType, year) => {
    const official = findOfficialTemplate(formType, year);
    for (const corrected of [true, false]) {
      const items = await render(sampleStatement(formType, year, corrected), 'B');
      if (official?.copies.B) {
        const template = await testKit().template(official.file);
        const rect = template.rects.get(copyCheckboxName(official.copies.B, official.copies.B.corrected));
        expect(rect).toBeDefined();
        const marks = items.filter((item) => item.str === 'X' && rect && inside(item, rect));
        expect(marks).toHaveLength(corrected ? 1 : 0);
      } else {
        expect(items.some((item) => item.str.includes('X CORRECTED'))).toBe(corrected);
      }
    }
  });

  it('marks VOID on the copies that have the box', async () => {
    const statement = { ...sampleStatement('Type_1099_NEC', 2025), void: true };
    const official = findOfficialTemplate('Type_1099_NEC', 2025);
    const copy1 = official?.copies['1'];
    if (!official || !copy1?.void) throw new Error('The 2025 NEC Copy 1 has a VOID box.');
    const template = await testKit().template(official.file);
    const rect = template.rects.get(copyCheckboxName(copy1, copy1.void));
    const items = await render(statement, '1');
    expect(items.filter((item) => item.str === 'X' && rect && inside(item, rect))).toHaveLength(1);
  });

  it('adds the Instructions for Recipient after Copy B and nothing after Copy C', async () => {
    const pdf = await StatementPdf.create(testKit());
    await pdf.addStatement(sampleStatement('Type_1099_INT', 2026), ['B', 'C']);
    const pages = await readPdfText(await pdf.save());
    expect(pages).toHaveLength(4);
    expect(pageText(pages[1] ?? [])).toContain('Instructions for Recipient');
    expect(pageText(pages[3] ?? [])).toContain('Copy C For Payer');
  });

  it('writes a flat file: no form fields are left in it', async () => {
    const pdf = await StatementPdf.create(testKit());
    await pdf.addStatement(sampleStatement('Type_1099_NEC', 2026), ['B', '1', '2', 'C']);
    const bytes = await pdf.save();
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text).not.toContain('/AcroForm');
    expect(text).not.toContain('/Widget');
    expect(text).toContain('/FontFile2');
  });
});

describe('text that does not fit or is not Latin', () => {
  it('keeps a name at maximum length whole, inside its box', async () => {
    const name = 'Bartholomew Maximilian Featherstonehaugh-Worthington-Smythe Consolidated Holdings Intl';
    const statement = sampleStatement('Type_1099_NEC', 2025);
    statement.ret.payee = {
      ...statement.ret.payee,
      entityType: 'Business',
      businessName: name,
      firstName: undefined,
      lastName: undefined,
    };
    statement.ret.filingData = { ...statement.ret.filingData, nonEmployeeComp: 999_999_999_999 };
    const items = await render(statement, 'B');
    const template = await testKit().template('f1099nec-2025.pdf');
    const official = findOfficialTemplate('Type_1099_NEC', 2025);
    const copyB = official?.copies.B;
    if (!official || !copyB) throw new Error('The 2025 NEC has a Copy B.');
    const rect = template.rects.get(fieldName(copyB, official.fields.recipientName ?? ''));
    const inName = items.filter((item) => rect && inside(item, rect));
    expect(inName.map((item) => item.str).join(' ')).toBe(name);
    expect(items.some((item) => item.str === '9,999,999,999.99')).toBe(true);
  });

  it('draws accented, Greek and Cyrillic letters and marks what the font lacks', async () => {
    const statement = sampleStatement('Type_1099_MISC', 2026);
    statement.ret.payee = { ...statement.ret.payee, firstName: 'Zoë Łukasz', lastName: 'Ωmega Жуков 北京' };
    const text = pageText(await render(statement, 'B'));
    expect(text).toContain('Zoë Łukasz Ωmega Жуков ??');
  });
});
