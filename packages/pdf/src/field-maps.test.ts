import { getFilingDataFieldNames } from '@file1099/forms';
import { describe, expect, it } from 'vitest';
import { FORM_1096_TEMPLATES } from './field-maps-1096.ts';
import { copyCheckboxName, fieldName, findOfficialTemplate, OFFICIAL_TEMPLATES } from './field-maps.ts';
import { testKit } from './test-support/assets.ts';

/** Catalogue fields an official copy shows differently or not at all. */
const NOT_MAPPED_DIRECTLY: Readonly<Record<string, string>> = {
  secondTinNotice: 'printed on Copy A only',
  state1Code: 'with the state number in one field (NEC, MISC)',
  state1EIN: 'with the state code in one field (NEC, MISC)',
};

describe('official field maps', () => {
  it.each(OFFICIAL_TEMPLATES.map((t) => [t.file, t] as const))(
    '%s: every mapped name is a field of its copy page',
    async (_file, template) => {
      const prepared = await testKit().template(template.file);
      for (const copy of Object.values(template.copies)) {
        for (const pattern of [...Object.values(template.fields), ...Object.values(template.checkboxes)]) {
          expect(prepared.rects.has(fieldName(copy, pattern)), fieldName(copy, pattern)).toBe(true);
        }
        for (const name of [copy.corrected, copy.void].filter((n): n is string => n !== undefined)) {
          expect(prepared.rects.has(copyCheckboxName(copy, name)), name).toBe(true);
        }
      }
    },
  );

  it.each(OFFICIAL_TEMPLATES.flatMap((t) => t.taxYears.map((year) => [t.file, year, t] as const)))(
    '%s maps every catalogue field of tax year %s',
    (_file, year, template) => {
      const mapped = new Set([...Object.keys(template.fields), ...Object.keys(template.checkboxes)]);
      for (const name of getFilingDataFieldNames(template.formType, year)) {
        const viaIds = mapped.has('state1Id') && NOT_MAPPED_DIRECTLY[name] !== undefined;
        const direct = mapped.has(name);
        expect(direct || viaIds || name === 'secondTinNotice', name).toBe(true);
      }
    },
  );

  it('serves 2025 with the April 2025 revisions and 2026 on with the December 2026 ones', () => {
    expect(findOfficialTemplate('Type_1099_NEC', 2025)?.file).toBe('f1099nec-2025.pdf');
    expect(findOfficialTemplate('Type_1099_NEC', 2026)?.file).toBe('f1099nec.pdf');
    expect(findOfficialTemplate('Type_1099_NEC', 2027)?.file).toBe('f1099nec.pdf');
    expect(findOfficialTemplate('Type_1099_MISC', 2025)?.file).toBe('f1099msc-2025.pdf');
    expect(findOfficialTemplate('Type_1099_MISC', 2026)?.file).toBe('f1099msc.pdf');
    expect(findOfficialTemplate('Type_1099_INT', 2024)?.file).toBe('f1099int.pdf');
    expect(findOfficialTemplate('Type_1099_NEC', 2024)).toBeNull();
    expect(findOfficialTemplate('Type_1099_OID', 2026)).toBeNull();
    expect(findOfficialTemplate('Type_1099_S', 2025)).toBeNull();
  });

  it.each(FORM_1096_TEMPLATES.map((t) => [t.file, t] as const))(
    '%s: every 1096 field exists',
    async (_f, t) => {
      const prepared = await testKit().template(t.file);
      for (const name of [...Object.values(t.fields), ...Object.values(t.formTypes)]) {
        if (name) expect(prepared.rects.has(name), name).toBe(true);
      }
    },
  );
});
