import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  detectEfileFormat,
  formatPub1220Problem,
  IrisValidator,
  Pub1220Validator,
  readIrisAcknowledgement,
} from '../src/index.ts';
import { CliError, type CliOptions } from './arguments.ts';
import { openInput, readChunks } from './files.ts';

/** The official TY2025 IRIS schemas shipped with the package (schemas/README.md). */
const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schemas/ty2025');

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
  const schemaErrors = result.taxYear === 2025 ? await checkSchema(file, options) : null;
  for (const error of schemaErrors ?? []) process.stdout.write(`ERROR SCHEMA ${error}\n`);
  const errors = result.errorCount + (schemaErrors?.length ?? 0);
  const schemaNote = schemaErrors === null ? 'schema not checked' : 'TY2025 schema checked';
  process.stdout.write(
    `${name}: IRIS transmission, tax year ${result.taxYear ?? 'unknown'}, ${result.submissionCount} submission(s), ${result.recordCount} record(s): ${errors === 0 ? 'no errors' : `${errors} error(s)`} (${schemaNote}).\n`,
  );
  return errors === 0 ? 0 : 1;
}

/** The official TY2025 XSD check with libxml2 (WebAssembly), when the schema and xmllint-wasm are at hand. */
async function checkSchema(file: string, options: CliOptions): Promise<string[] | null> {
  const folder = options.schema ?? SCHEMA_DIR;
  if (!fs.existsSync(path.join(folder, 'MSG')) || fs.statSync(file).size > 50_000_000) return null;
  const xmllint = await import('xmllint-wasm').catch(() => null);
  if (!xmllint) return null;
  const files = ['MSG', 'COMMON', 'FORM_TYPES'].flatMap((sub) =>
    fs
      .readdirSync(path.join(folder, sub))
      .filter((entry) => entry.endsWith('.xsd'))
      .map((entry) => ({
        fileName: entry,
        contents: fs
          .readFileSync(path.join(folder, sub, entry), 'utf8')
          .replace(/^\uFEFF/, '')
          .replace(/schemaLocation="\.\.\/(COMMON|FORM_TYPES)\//g, 'schemaLocation="'),
      })),
  );
  const main = files.find((entry) => entry.fileName === 'IRS-IRIntakeTransmissionMessage.xsd');
  if (!main) return null;
  const result = await xmllint.validateXML({
    xml: { fileName: 'transmission.xml', contents: fs.readFileSync(file, 'utf8') },
    schema: main,
    preload: files.filter((entry) => entry !== main),
    maxMemoryPages: 16_384,
  });
  return result.errors.map((error) => error.rawMessage.replace(/^transmission\.xml:/, 'line '));
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
