import fs from 'node:fs';
import path from 'node:path';
import {
  detectEfileFormat,
  formatPub1220Problem,
  IRIS_SCHEMA_DIR,
  IRIS_SCHEMA_TAX_YEAR,
  IrisValidator,
  MAX_SCHEMA_CHECK_BYTES,
  Pub1220Validator,
  readIrisAcknowledgement,
  validateIrisXmlWithSchema,
} from '../src/index.ts';
import { CliError, type CliOptions } from './arguments.ts';
import { openInput, readChunks } from './files.ts';

function getMaxProblems(options: CliOptions): number {
  const value = Number(options['max-problems'] ?? 1000);
  if (!Number.isInteger(value) || value < 1)
    throw new CliError('--max-problems must be a whole number above 0.', 2);
  return value;
}

export async function runValidate(file: string, options: CliOptions): Promise<number> {
  const { size, head } = openInput(file);
  const detected = detectEfileFormat(head, size);
  const name = path.basename(file);
  switch (detected.format) {
    case 'unknown':
      throw new CliError(`${name}: ${detected.message}`);
    case 'pub1220':
      return validatePub1220File(file, name, getMaxProblems(options));
    case 'iris-xml':
      return validateIrisFile(file, name, getMaxProblems(options), options);
    case 'iris-acknowledgement':
      return describeAcknowledgement(file, name);
  }
}

async function validatePub1220File(file: string, name: string, maxProblems: number): Promise<number> {
  const validator = new Pub1220Validator({ maxProblems });
  for await (const chunk of readChunks(file, 'latin1')) validator.push(chunk);
  const result = validator.finish();
  for (const problem of result.problems)
    process.stdout.write(
      `${problem.severity === 'error' ? 'ERROR' : 'WARNING'} ${problem.code} ${formatPub1220Problem(problem)}\n`,
    );
  if (result.omittedCount > 0)
    process.stdout.write(`… and ${result.omittedCount} more problems (raise --max-problems to see them).\n`);
  const verdict = result.valid ? 'no errors' : `${result.errorCount} error(s)`;
  process.stdout.write(
    `${name}: Pub 1220 file, tax year ${result.taxYear ?? 'unknown'}, ${result.recordCount} records, ${result.payeeCount} payees: ${verdict}, ${result.warningCount} warning(s).\n`,
  );
  return result.valid ? 0 : 1;
}

async function validateIrisFile(
  file: string,
  name: string,
  maxProblems: number,
  options: CliOptions,
): Promise<number> {
  const validator = new IrisValidator(maxProblems);
  for await (const chunk of readChunks(file, 'utf8')) validator.push(chunk);
  const result = validator.finish();
  for (const problem of result.problems)
    process.stdout.write(
      `${problem.severity === 'error' ? 'ERROR' : 'WARNING'} ${problem.code} line ${problem.line}${problem.path ? `, ${problem.path}` : ''}: ${problem.message}\n`,
    );
  const schemaErrors = result.taxYear === IRIS_SCHEMA_TAX_YEAR ? await checkSchema(file, options) : null;
  for (const error of schemaErrors ?? []) process.stdout.write(`ERROR SCHEMA ${error}\n`);
  const errors = result.errorCount + (schemaErrors?.length ?? 0);
  const schemaNote =
    schemaErrors !== null
      ? `official TY${IRIS_SCHEMA_TAX_YEAR} schema checked`
      : result.taxYear === IRIS_SCHEMA_TAX_YEAR
        ? `schema not checked: the file is over ${MAX_SCHEMA_CHECK_BYTES / 1_000_000} MB`
        : `schema not checked: only the TY${IRIS_SCHEMA_TAX_YEAR} schema is shipped`;
  process.stdout.write(
    `${name}: IRIS transmission, tax year ${result.taxYear ?? 'unknown'}, ${result.submissionCount} submission(s), ${result.recordCount} record(s): ${errors === 0 ? 'no errors' : `${errors} error(s)`} (${schemaNote}).\n`,
  );
  return errors === 0 ? 0 : 1;
}

/** The official IRS XSD check (libxml2 in WebAssembly), for the tax year whose schema is shipped. */
async function checkSchema(file: string, options: CliOptions): Promise<string[] | null> {
  if (fs.statSync(file).size > MAX_SCHEMA_CHECK_BYTES) return null;
  const schemaDir = options.schema ?? IRIS_SCHEMA_DIR;
  if (!fs.existsSync(path.join(schemaDir, 'MSG')))
    throw new CliError(
      `The schema folder ${schemaDir} has no MSG folder; give the IRIS intake schema folder.`,
      2,
    );
  const result = await validateIrisXmlWithSchema(fs.readFileSync(file, 'utf8'), { schemaDir });
  return result.errors.map(
    (error) => `${error.line === undefined ? '' : `line ${error.line}: `}${error.message}`,
  );
}

function describeAcknowledgement(file: string, name: string): number {
  const result = readIrisAcknowledgement(fs.readFileSync(file, 'utf8'));
  if (!result.ok) throw new CliError(`${name}: ${result.message}`);
  for (const transmission of result.results) {
    process.stdout.write(
      `${transmission.searchId}: ${transmission.status}${transmission.receiptId ? `, receipt ${transmission.receiptId}` : ''}\n`,
    );
    for (const error of transmission.errors)
      process.stdout.write(`  ${error.code}: ${error.message} ${error.elementPath}\n`);
    for (const submission of transmission.submissions) {
      process.stdout.write(`  submission ${submission.submissionId}: ${submission.status}\n`);
      for (const record of submission.records)
        for (const error of record.errors)
          process.stdout.write(
            `    record ${record.recordId}: ${error.code} ${error.message} (${error.elementPath}: ${error.value})\n`,
          );
    }
  }
  return 0;
}
