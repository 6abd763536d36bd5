import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderFormsDoc } from '../../scripts/render-forms-doc.ts';

const DOC_PATH = fileURLToPath(new URL('../../../../docs/forms.md', import.meta.url));

describe('docs/forms.md', () => {
  it('is up to date with the catalogue (run `npm run docs -w packages/forms`)', () => {
    expect(readFileSync(DOC_PATH, 'utf8')).toBe(renderFormsDoc());
  });

  it('shows the catalogue', () => {
    const doc = renderFormsDoc();
    expect(doc).toContain('### 1099-MISC, tax years 2022–2024');
    expect(doc).toContain(
      '| 2 | 1b | `cashTips` | Cash tips (included in `nonEmployeeComp`) | Cash Tips | money |  | — |',
    );
    expect(doc).toContain(
      '| section6041 | $600.00 | $600.00 | $600.00 | $600.00 | $600.00 | $600.00 | $600.00 | $2,000.00 |',
    );
  });
});
