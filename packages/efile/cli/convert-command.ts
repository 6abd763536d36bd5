import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  convertPub1220FileToCsv,
  convertPub1220FileToIris,
  createIrisTransmissions,
  detectEfileFormat,
  formatPub1220Problem,
  IrisWriteError,
  IRIS_SCHEMA_DIR,
  IRIS_SCHEMA_TAX_YEAR,
  MAX_SCHEMA_CHECK_BYTES,
  readPub1220,
  validateIrisXmlDocumentsWithSchema,
  validatePub1220,
} from '../src/index.ts';
import { validateIrisContact } from '@file1099/forms';
import { CliError, type CliOptions } from './arguments.ts';
import { openInput } from './files.ts';

interface TransmitterSettings {
  tcc?: string;
  softwareId?: string;
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
}

/** --config FILE, else efile.config.json in the working folder; options on the command line win. */
function readSettings(options: CliOptions): TransmitterSettings {
  const configFile = options.config ?? (fs.existsSync('efile.config.json') ? 'efile.config.json' : undefined);
  let fromFile: TransmitterSettings = {};
  if (configFile) {
    try {
      fromFile = JSON.parse(fs.readFileSync(configFile, 'utf8')) as TransmitterSettings;
    } catch {
      throw new CliError(`The configuration ${configFile} is not a readable JSON file.`, 2);
    }
  }
  const pick = (option: string, key: keyof TransmitterSettings): string | undefined =>
    options[option] ?? fromFile[key];
  return {
    tcc: pick('tcc', 'tcc'),
    softwareId: pick('software-id', 'softwareId'),
    contactName: pick('contact-name', 'contactName'),
    contactEmail: pick('contact-email', 'contactEmail'),
    contactPhone: pick('contact-phone', 'contactPhone'),
  };
}

function requireSetting(value: string | undefined, option: string, pattern: RegExp, what: string): string {
  if (!value) throw new CliError(`IRIS needs ${what}: give --${option} or put it in --config.`, 2);
  if (!pattern.test(value)) throw new CliError(`--${option} "${value}" is not ${what}.`, 2);
  return value;
}

const CONTACT_OPTIONS: Readonly<Record<string, string>> = {
  name: 'contact-name',
  phone: 'contact-phone',
  email: 'contact-email',
};

/**
 * The IRIS contact, checked by the forms package as the schema needs it: phone numbers in the usual
 * writings ('(555) 123-4567', '555.123.4567', '+1 555 123 4567 ext. 89'), a valid e-mail of at most
 * 75 characters, a name of Latin letters. A problem names the option.
 */
function readContact(settings: TransmitterSettings): { name: string; phone: string; email?: string } {
  const contact = { name: settings.contactName, phone: settings.contactPhone, email: settings.contactEmail };
  const [problem] = validateIrisContact(contact).errors;
  if (problem) {
    const option = CONTACT_OPTIONS[problem.path] ?? problem.path;
    const value = contact[problem.path as keyof typeof contact];
    throw new CliError(
      value
        ? `--${option} "${value}": ${problem.message}.`
        : `${problem.message}: give --${option} or put it in --config.`,
      2,
    );
  }
  return {
    name: settings.contactName ?? '',
    phone: settings.contactPhone ?? '',
    ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
  };
}

export async function runConvert(file: string, options: CliOptions): Promise<number> {
  const target = options.to;
  if (target !== 'iris-xml' && target !== 'iris-csv')
    throw new CliError('Give --to iris-xml or --to iris-csv.', 2);
  const { size, head } = openInput(file);
  const detected = detectEfileFormat(head, size);
  const name = path.basename(file);
  if (detected.format === 'unknown') throw new CliError(`${name}: ${detected.message}`);
  if (detected.format !== 'pub1220')
    throw new CliError(`${name} is already an IRIS file; convert takes a Pub 1220 file.`);
  const text = fs.readFileSync(file, 'latin1');
  const validation = validatePub1220(text);
  if (!validation.valid && options.force === undefined) {
    for (const problem of validation.problems.filter((item) => item.severity === 'error').slice(0, 20))
      process.stderr.write(`ERROR ${formatPub1220Problem(problem)}\n`);
    throw new CliError(
      `${name} has ${validation.errorCount} error(s); fix them, or add --force to convert what can be read.`,
    );
  }
  const read = readPub1220(text);
  if (!read.ok) throw new CliError(`${name}: ${read.message}`);
  if (target === 'iris-csv') return writeCsv(convertPub1220FileToCsv(read.file), options.out);
  const settings = readSettings(options);
  const conversion = convertPub1220FileToIris(read.file, {
    tcc: requireSetting(settings.tcc, 'tcc', /^[A-Za-z0-9]{5}$/, 'an IRIS TCC (5 letters or digits)'),
    softwareId: requireSetting(
      settings.softwareId,
      'software-id',
      /^[A-Za-z0-9]{1,10}$/,
      'an IRS software id (up to 10 letters or digits)',
    ),
    contact: readContact(settings),
    createUuid: () => crypto.randomUUID(),
  });
  for (const note of conversion.notes) process.stderr.write(`note: ${note}\n`);
  const outputs = writeIrisOutputs(conversion.inputs);
  await checkIrisOutput(outputs, options);
  if (!options.out) {
    if (outputs.length !== 1)
      throw new CliError(
        `The conversion gives ${outputs.length} transmissions; give --out PATH to write them as separate files.`,
        2,
      );
    process.stdout.write(outputs[0]?.xml ?? '');
    return 0;
  }
  const outPath = path.parse(options.out);
  for (const [index, output] of outputs.entries()) {
    const outFile =
      outputs.length === 1
        ? options.out
        : path.join(outPath.dir, `${outPath.name}-${index + 1}-${output.type}${outPath.ext || '.xml'}`);
    fs.writeFileSync(outFile, output.xml);
    process.stderr.write(
      `wrote ${outFile}: ${output.transmission.recordCount} record(s), UTID ${output.transmission.uniqueTransmissionId}\n`,
    );
  }
  return 0;
}

/**
 * Every transmission of the conversion, or a CliError naming the return IRIS can not take (e.g. a
 * correction without the Unique Record ID of the record it corrects): nothing is written then.
 */
function writeIrisOutputs(inputs: ReturnType<typeof convertPub1220FileToIris>['inputs']) {
  try {
    return inputs.flatMap((input) =>
      createIrisTransmissions(input).map((transmission) => ({
        type: input.transmissionType,
        taxYear: input.taxYear,
        transmission,
        xml: [...transmission.write()].join(''),
      })),
    );
  } catch (error) {
    if (error instanceof IrisWriteError) throw new CliError(`${error.message} No IRIS file was written.`);
    throw error;
  }
}

/**
 * The IRIS files are checked against the official IRS schema before they are offered (for the tax
 * year whose schema is shipped). Business rules the conversion cannot meet (e.g. the Unique Record ID
 * of a corrected record) are reported as notes above, and by `validate`. Errors refuse the output
 * unless --force.
 */
async function checkIrisOutput(
  outputs: readonly { taxYear: number; xml: string }[],
  options: CliOptions,
): Promise<void> {
  const problems: string[] = [];
  const documents = outputs.map((output) => output.xml);
  const forSchema = outputs.flatMap((output, index) =>
    output.taxYear === IRIS_SCHEMA_TAX_YEAR ? [index] : [],
  );
  const tooLarge = forSchema.filter(
    (index) => Buffer.byteLength(documents[index] ?? '') > MAX_SCHEMA_CHECK_BYTES,
  );
  if (tooLarge.length > 0)
    process.stderr.write(
      `note: transmission(s) ${tooLarge.map((index) => index + 1).join(', ')} are over ${MAX_SCHEMA_CHECK_BYTES / 1_000_000} MB; the official schema was not checked for them.\n`,
    );
  const schemaChecked = forSchema.filter((index) => !tooLarge.includes(index));
  const schemaResults = await validateIrisXmlDocumentsWithSchema(
    schemaChecked.map((index) => documents[index] ?? ''),
    { schemaDir: options.schema ?? IRIS_SCHEMA_DIR },
  );
  for (const [position, result] of schemaResults.entries())
    for (const error of result.errors)
      problems.push(
        `transmission ${(schemaChecked[position] ?? 0) + 1}${error.line === undefined ? '' : `, line ${error.line}`}: official schema: ${error.message}`,
      );
  if (problems.length === 0) return;
  for (const problem of problems.slice(0, 20)) process.stderr.write(`ERROR ${problem}\n`);
  if (options.force !== undefined) {
    process.stderr.write(
      `note: the IRIS output has ${problems.length} error(s); written anyway (--force).\n`,
    );
    return;
  }
  throw new CliError(
    `The IRIS output has ${problems.length} error(s) and was not written; add --force to write it anyway.`,
  );
}

function writeCsv(files: ReturnType<typeof convertPub1220FileToCsv>, out: string | undefined): number {
  if (!out) {
    if (files.length !== 1)
      throw new CliError(`The conversion gives ${files.length} CSV files; give --out FOLDER.`, 2);
    process.stdout.write(files[0]?.text ?? '');
    return 0;
  }
  fs.mkdirSync(out, { recursive: true });
  for (const file of files) {
    fs.writeFileSync(path.join(out, file.fileName), file.text);
    process.stderr.write(`wrote ${path.join(out, file.fileName)}: ${file.rowCount} form(s)\n`);
  }
  return 0;
}
