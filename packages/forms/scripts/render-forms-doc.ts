import {
  AGGREGATED_THRESHOLD_KINDS,
  FORM_TYPES,
  TAX_YEARS,
  THRESHOLDS_BY_TAX_YEAR,
  formatCents,
  getFormDefinition,
  getFormTaxYears,
  getFormTypeLabel,
  type BoxDefinition,
  type FormDefinition,
  type FormType,
  type ThresholdKind,
} from '../src/index.ts';

/** Markdown for docs/forms.md, built only from the catalogue (no I/O here; generate-docs.ts writes the file). */

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function renderTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, header.map(() => '---'), ...rows].map(
    (cells) => `| ${cells.map(escapeCell).join(' | ')} |`,
  );
  return lines.join('\n');
}

function renderBoxes(boxes: readonly BoxDefinition[]): string {
  return renderTable(
    ['Order', 'Box', 'Name', 'Label', 'Short label', 'Type', '1096', 'Threshold'],
    boxes.map((box) => [
      String(box.displayOrder),
      box.boxNumber || '—',
      `\`${box.name}\``,
      box.includedIn ? `${box.label} (included in \`${box.includedIn}\`)` : box.label,
      box.shortLabel,
      box.type,
      box.countsOn1096 ? 'yes' : '',
      box.thresholdCents === null ? '—' : formatCents(box.thresholdCents),
    ]),
  );
}

function renderFields(fields: readonly BoxDefinition[]): string {
  if (fields.length === 0) return 'None.';
  return renderTable(
    ['Box', 'Name', 'Label', 'Type'],
    fields.map((field) => [field.boxNumber || '—', `\`${field.name}\``, field.label, field.type]),
  );
}

function renderDefinition(definition: FormDefinition): string {
  return [
    renderBoxes(definition.boxes),
    '',
    'State fields:',
    '',
    renderFields(definition.stateFields),
    '',
    'Extra fields:',
    '',
    renderFields(definition.extraFields),
  ].join('\n');
}

function formatYears(years: readonly number[]): string {
  const first = years[0];
  const last = years[years.length - 1];
  return first === last ? `tax year ${first}` : `tax years ${first}–${last}`;
}

/** One section per run of consecutive years whose tables are identical. */
function renderForm(formType: FormType): string {
  const groups: { years: number[]; body: string }[] = [];
  for (const year of getFormTaxYears(formType)) {
    const definition = getFormDefinition(formType, year);
    if (!definition) continue;
    const body = renderDefinition(definition);
    const previous = groups[groups.length - 1];
    if (previous && previous.body === body) previous.years.push(year);
    else groups.push({ years: [year], body });
  }
  const sections = groups.map(
    (group) => `### ${getFormTypeLabel(formType)}, ${formatYears(group.years)}\n\n${group.body}`,
  );
  return [`## ${getFormTypeLabel(formType)}`, '', ...sections.flatMap((section) => [section, ''])].join('\n');
}

function renderThresholds(): string {
  const kinds = Object.keys(THRESHOLDS_BY_TAX_YEAR[2019]) as ThresholdKind[];
  return renderTable(
    ['Threshold family', ...TAX_YEARS.map(String)],
    kinds.map((kind) => [
      AGGREGATED_THRESHOLD_KINDS.has(kind) ? `${kind} (the family's boxes added together)` : kind,
      ...TAX_YEARS.map((year) => formatCents(THRESHOLDS_BY_TAX_YEAR[year][kind])),
    ]),
  );
}

export function renderFormsDoc(): string {
  return [
    '# Form catalogue',
    '',
    '<!-- Generated from packages/forms by `npm run docs -w packages/forms`. Do not edit by hand: a test fails when this file differs from the generator. -->',
    '',
    'Boxes of every form and tax year as `@file1099/forms` defines them: display order, IRS box number, the `filingData` name, the IRS caption, the grid label, the value type, whether the amount adds to box 5 of Form 1096, and the reporting threshold. Amounts are shown in dollars; the code holds cents. Decisions behind the data are in [decisions/forms.md](decisions/forms.md).',
    '',
    '## Reporting thresholds by tax year',
    '',
    renderThresholds(),
    '',
    ...FORM_TYPES.map(renderForm),
  ].join('\n');
}
