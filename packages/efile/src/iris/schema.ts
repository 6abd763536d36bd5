import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { IRIS_NAMESPACE } from './writer.ts';

/**
 * The official IRS XSD check of an IRIS intake transmission, with libxml2 compiled to WebAssembly
 * (xmllint-wasm), so it runs wherever Node runs, with no system binary. The schemas are the IRS's
 * TY2025 intake schemas shipped, unchanged, in schemas/ty2025 (their SHA-256 list beside them).
 * This is the one part of src that reads files: the schema folder, once per process.
 */

/** The tax year whose official schema the package ships. */
export const IRIS_SCHEMA_TAX_YEAR = 2025;

/** The shipped schema folder (MSG, COMMON and FORM_TYPES below it). */
export const IRIS_SCHEMA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../schemas/ty2025',
);

const ROOT_SCHEMA = 'IRS-IRIntakeTransmissionMessage.xsd';
const SCHEMA_FOLDERS = ['MSG', 'COMMON', 'FORM_TYPES'] as const;
const DOCUMENT_NAME = 'transmission.xml';
/**
 * Larger documents are not given to the schema check: libxml2 holds the whole document in memory
 * (a 100 MB transmission, the largest the writer makes, peaks at about 1.4 GB in the process).
 */
export const MAX_SCHEMA_CHECK_BYTES = 100_000_000;
/** WebAssembly memory pages of 64 KiB: 16,384 pages = 1 GiB, enough for a 100 MB transmission. */
const MAX_MEMORY_PAGES = 16_384;

export interface IrisSchemaError {
  /** Line in the checked document, when libxml2 gives one. */
  line?: number;
  /** libxml2's message, with TIN-like digit runs masked. */
  message: string;
}

export interface IrisSchemaResult {
  valid: boolean;
  errors: IrisSchemaError[];
}

export interface IrisSchemaOptions {
  /** Another copy of the schema folder (MSG, COMMON, FORM_TYPES); the shipped one by default. */
  schemaDir?: string;
}

interface SchemaSet {
  root: XMLFileInfo;
  dependencies: XMLFileInfo[];
}

const loaded = new Map<string, SchemaSet>();

/**
 * The root schema and every file it includes or imports, read once per folder and process.
 * xmllint-wasm has one flat folder, so the `../COMMON/` and `../FORM_TYPES/` locations are flattened.
 */
function loadSchemaSet(dir: string): SchemaSet {
  const cached = loaded.get(dir);
  if (cached) return cached;
  const files: XMLFileInfo[] = [];
  for (const folder of SCHEMA_FOLDERS) {
    const folderPath = path.join(dir, folder);
    if (!fs.existsSync(folderPath)) throw new Error(`The IRIS schema folder ${dir} has no ${folder} folder.`);
    for (const name of fs
      .readdirSync(folderPath)
      .filter((file) => file.endsWith('.xsd'))
      .sort())
      files.push({
        fileName: name,
        contents: fs
          .readFileSync(path.join(folderPath, name), 'utf8')
          .replace(/^\uFEFF/, '')
          .replace(/schemaLocation="\.\.\/(?:COMMON|FORM_TYPES)\//g, 'schemaLocation="'),
      });
  }
  const root = files.find((file) => file.fileName === ROOT_SCHEMA);
  if (!root) throw new Error(`The IRIS schema folder ${dir} has no MSG/${ROOT_SCHEMA}.`);
  const set = { root, dependencies: files.filter((file) => file !== root) };
  loaded.set(dir, set);
  return set;
}

/** A value quoted in a message about a TIN element, e.g. "Element '{…}TIN': … The value '12345678X'". */
const TIN_VALUE = /(Element '(?:\{[^}]*\})?\w*TIN[^']*'.*?The value ')([^']*)'/g;

/**
 * Hide anything that may be a TIN: runs of 9 digits, with or without the SSN/EIN hyphens. Schema
 * messages quote the offending value, and they may reach logs.
 */
export function maskTins(text: string): string {
  return text
    .replace(TIN_VALUE, (_match, element: string, value: string) => `${element}${value.replace(/\d/g, '*')}'`)
    .replace(/\d{3}-\d{2}-\d{4}|\d{2}-\d{7}/g, (match) => match.replace(/\d/g, '*'))
    .replace(/\d{9,}/g, (match) => '*'.repeat(match.length));
}

/** libxml2's text without its location prefix and the "Schemas validity error" boilerplate. */
function cleanMessage(message: string): string {
  return maskTins(
    message
      .replace(/^element [^:]+: /, '')
      .replace(/^Schemas validity error : /, '')
      .replaceAll(`{${IRIS_NAMESPACE}}`, '')
      .trim(),
  );
}

/**
 * Validate IRIS intake XML documents against the official schema in one libxml2 run (the schema is
 * compiled once for all of them). One result per document, in order.
 */
export async function validateIrisXmlDocumentsWithSchema(
  documents: readonly string[],
  options: IrisSchemaOptions = {},
): Promise<IrisSchemaResult[]> {
  if (documents.length === 0) return [];
  const { root, dependencies } = loadSchemaSet(options.schemaDir ?? IRIS_SCHEMA_DIR);
  const names = documents.map((_xml, index) =>
    documents.length === 1 ? DOCUMENT_NAME : `transmission-${index + 1}.xml`,
  );
  const output = await validateXML({
    xml: documents.map((contents, index) => ({ fileName: names[index] ?? DOCUMENT_NAME, contents })),
    schema: root,
    preload: dependencies,
    maxMemoryPages: MAX_MEMORY_PAGES,
  });
  const results: IrisSchemaResult[] = documents.map(() => ({ valid: true, errors: [] }));
  for (const error of output.errors) {
    // xmllint's own verdict lines ("transmission.xml fails to validate") are not errors of the document.
    if (/^\S+ (?:fails to validate|validates)$/.test(error.rawMessage.trim())) continue;
    const index = error.loc ? names.indexOf(error.loc.fileName) : -1;
    const targets = index >= 0 ? [results[index]] : results;
    const entry: IrisSchemaError = {
      ...(error.loc ? { line: error.loc.lineNumber } : {}),
      message: cleanMessage(error.loc ? error.message : error.rawMessage),
    };
    for (const target of targets) {
      if (!target) continue;
      target.valid = false;
      target.errors.push(entry);
    }
  }
  if (!output.valid && results.every((result) => result.valid))
    for (const result of results) {
      result.valid = false;
      result.errors.push({ message: 'The document could not be checked against the IRIS schema.' });
    }
  return results;
}

/** Validate one IRIS intake XML document against the official IRS schema (TY2025). */
export async function validateIrisXmlWithSchema(
  xml: string,
  options: IrisSchemaOptions = {},
): Promise<IrisSchemaResult> {
  const [result] = await validateIrisXmlDocumentsWithSchema([xml], options);
  if (!result) throw new Error('The IRIS schema check gave no result.');
  return result;
}
