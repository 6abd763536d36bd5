import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderFormsDoc } from './render-forms-doc.ts';

/** Writes docs/forms.md from the catalogue. Run: npm run docs -w packages/forms */
const target = fileURLToPath(new URL('../../../docs/forms.md', import.meta.url));
writeFileSync(target, renderFormsDoc());
console.log('Wrote docs/forms.md');
