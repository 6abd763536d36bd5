import {
  IRIS_SCHEMA_TAX_YEAR,
  maskTins,
  MAX_SCHEMA_CHECK_BYTES,
  validateIrisXml,
  validateIrisXmlDocumentsWithSchema,
} from '@file1099/efile';

/** Why a written file may not go to the IRS, and whether the fault is the file's own header. */
export interface IrisFileProblem {
  message: string;
  /**
   * The transmission's own part (manifest, transmitter, software id): the operator's settings, not a
   * filing, are at fault.
   */
  transmissionLevel: boolean;
}

/**
 * Checks written IRIS files as the IRS would before any is stored, transmitted or offered for
 * download: our business-rule and consistency checks (`validateIrisXml`), then, for the tax year of
 * the official schema we ship, libxml2 against the IRS XSDs. One answer per file: undefined when it
 * passes, else its first problem in the user's words (TINs masked).
 */
export type IrisFileCheck = (
  taxYear: number,
  files: readonly string[],
) => Promise<(IrisFileProblem | undefined)[]>;

/** At most this many bytes of XML go to one libxml2 run (its memory grows with the documents). */
const SCHEMA_BATCH_BYTES = MAX_SCHEMA_CHECK_BYTES;

/** The line of the first submission: above it is the transmission's manifest. */
function firstSubmissionLine(xml: string): number {
  const at = xml.indexOf('<IRSubmission');
  if (at < 0) return Number.MAX_SAFE_INTEGER;
  let lines = 1;
  for (let i = xml.indexOf('\n'); i >= 0 && i < at; i = xml.indexOf('\n', i + 1)) lines += 1;
  return lines;
}

export const checkIrisFiles: IrisFileCheck = async (taxYear, files) => {
  const answers: (IrisFileProblem | undefined)[] = files.map((xml) => {
    const problem = validateIrisXml(xml, 1).problems.find((p) => p.severity === 'error');
    if (!problem) return undefined;
    return { message: maskTins(problem.message), transmissionLevel: !problem.path.includes('IRSubmission') };
  });
  if (taxYear !== IRIS_SCHEMA_TAX_YEAR) return answers;
  let batch: number[] = [];
  let bytes = 0;
  const run = async () => {
    const results = await validateIrisXmlDocumentsWithSchema(batch.map((index) => files[index] ?? ''));
    results.forEach((result, k) => {
      const index = batch[k] ?? -1;
      const [error] = result.errors;
      if (result.valid || answers[index] !== undefined) return;
      const at = error?.line ? ` (line ${error.line})` : '';
      answers[index] = {
        message: `The IRS schema refuses the file${at}: ${error?.message ?? 'not valid'}`,
        transmissionLevel: error?.line !== undefined && error.line < firstSubmissionLine(files[index] ?? ''),
      };
    });
    batch = [];
    bytes = 0;
  };
  for (const [index, xml] of files.entries()) {
    if (answers[index] !== undefined) continue;
    const size = Buffer.byteLength(xml, 'utf8');
    if (batch.length > 0 && bytes + size > SCHEMA_BATCH_BYTES) await run();
    batch.push(index);
    bytes += size;
  }
  if (batch.length > 0) await run();
  return answers;
};
