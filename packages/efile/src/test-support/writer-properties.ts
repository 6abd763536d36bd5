import fc from 'fast-check';
import { validateFiling, validatePayer } from '@file1099/forms';
import { validateIrisXmlDocumentsWithSchema } from '../iris/schema.ts';
import { validateIrisXml } from '../iris/validate.ts';
import { writeIrisXmlToStrings } from '../iris/writer.ts';
import { validatePub1220 } from '../pub1220/validate.ts';
import { Pub1220WriteError } from '../pub1220/records.ts';
import { writePub1220ToString, type Pub1220Input } from '../pub1220/writer.ts';
import { generatedFile, toIrisInputOf, toModel, toPub1220InputOf, type GeneratedFile } from './filings.ts';
import { toTy2025SchemaShape } from './schema-years.ts';

/**
 * The writer property of issue 13 item 2, shared by properties.test.ts (fixed seed, few cases) and the
 * benchmark (many cases): for generated app data the forms validators accept, the IRIS XML passes
 * validateIrisXml and the official TY2025 schema, and the Pub 1220 file (TY2024, TY2025) passes
 * validatePub1220. The schema check runs once over all documents of a run (libxml2 compiles the
 * schema per call, about two seconds), so a schema failure is reported with its generated input but
 * not shrunk; every other check fails inside fast-check and is shrunk.
 */

/** Errors of the forms validators on the generated data (none expected: the data is valid by construction). */
export function getValidatorErrors(file: GeneratedFile): string[] {
  const errors: string[] = [];
  for (const submission of file.submissions) {
    for (const problem of validatePayer(submission.payer, file.taxYear).errors)
      errors.push(`validatePayer: ${problem.path} ${problem.message}`);
    for (const { filing } of submission.filings)
      for (const problem of validateFiling(filing).errors)
        errors.push(`validateFiling: ${problem.path} ${problem.message}`);
  }
  return errors;
}

/**
 * Pub 1220 fields are narrower than IRIS elements (a name line of 40 characters against 20 + 20 + 35),
 * and the forms package checks the IRIS lengths, the product's e-file route (docs/efile.md). The Pub 1220
 * writer refuses what does not fit, naming the field, instead of cutting it: that refusal is an answer
 * the property allows. Returns null for it; any other error is thrown.
 */
export function writePub1220OrRefuse(input: Pub1220Input): string | null {
  try {
    return writePub1220ToString(input);
  } catch (error) {
    if (error instanceof Pub1220WriteError && /Pub 1220 holds \d+; it is not cut/.test(error.message))
      return null;
    throw error;
  }
}

/** The synchronous checks: validateIrisXml and validatePub1220. Returns the IRIS documents written. */
export function checkWritersSync(file: GeneratedFile): { failures: string[]; documents: string[] } {
  const failures = getValidatorErrors(file);
  const groups = toModel(file);
  const documents = writeIrisXmlToStrings(toIrisInputOf(file, groups));
  for (const xml of documents)
    // Warnings (a CF/SF state outside the IRIS program, to be filed directly) do not stop the file.
    for (const problem of validateIrisXml(xml).problems)
      if (problem.severity === 'error') failures.push(`validateIrisXml: ${problem.message}`);
  if (file.taxYear === 2024 || file.taxYear === 2025) {
    const text = writePub1220OrRefuse(toPub1220InputOf(file, groups)) ?? '';
    if (text !== '')
      for (const problem of validatePub1220(text).problems)
        if (problem.severity === 'error')
          failures.push(`validatePub1220: ${problem.code} ${problem.message}`);
  }
  return { failures, documents };
}

export interface WriterPropertyResult {
  runs: number;
  documents: number;
  /** Form types, correction kinds and payee kinds the run generated ('Individual abroad', …). */
  covered: Set<string>;
  /** What failed, with the generated input of the first schema failure; empty when all passed. */
  failures: string[];
}

/**
 * Run the property: fast-check with `seed` and `numRuns`, then the official schema over every IRIS
 * document, `schemaBatch` documents per libxml2 run. Throws fast-check's report on a sync failure.
 */
export async function runWriterProperty(options: {
  taxYears: readonly number[];
  seed: number;
  numRuns: number;
  schemaBatch?: number;
}): Promise<WriterPropertyResult> {
  const written: { file: GeneratedFile; xml: string }[] = [];
  const covered = new Set<string>();
  fc.assert(
    fc.property(generatedFile(options.taxYears), (file) => {
      const { failures, documents } = checkWritersSync(file);
      if (failures.length > 0) throw new Error(failures.join('\n'));
      for (const xml of documents) written.push({ file, xml: toTy2025SchemaShape(xml, file.taxYear) });
      covered.add(file.kind);
      for (const submission of file.submissions) {
        covered.add(submission.formType);
        for (const { filing } of submission.filings) {
          const country = filing.payee?.address?.country;
          const abroad = country && !['US', 'USA', 'United States', 'U.S.A.'].includes(country);
          covered.add(`${filing.payee?.entityType ?? ''} ${abroad ? 'abroad' : 'in the U.S.'}`);
        }
      }
    }),
    { seed: options.seed, numRuns: options.numRuns },
  );
  const failures: string[] = [];
  const batch = options.schemaBatch ?? 500;
  for (let start = 0; start < written.length; start += batch) {
    const slice = written.slice(start, start + batch);
    const results = await validateIrisXmlDocumentsWithSchema(slice.map((item) => item.xml));
    results.forEach((result, index) => {
      const item = slice[index];
      if (result.valid || !item) return;
      const lines = item.xml.split('\n');
      for (const error of result.errors)
        failures.push(
          `TY${item.file.taxYear} IRIS schema: ${error.message} at "${error.line ? lines[error.line - 1]?.trim() : ''}"`,
        );
      if (!failures.some((failure) => failure.startsWith('input: ')))
        failures.push(`input: ${JSON.stringify(item.file)}`);
    });
  }
  return { runs: options.numRuns, documents: written.length, covered, failures };
}
