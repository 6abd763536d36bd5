import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';
import { maskTins, type IrisSchemaResult } from './schema.ts';
import { IRIS_NAMESPACE } from './writer.ts';

/**
 * The official IRS check of the A2A status messages (IRS-IR-TransStatusOrAckRequest.xsd and
 * IRS-IR-TransStatusOrAckResponse.xsd, TY2025, shipped unchanged in schemas/status), with libxml2
 * compiled to WebAssembly like the intake check (schema.ts). Reads the schema files once per process.
 */

export const IRIS_STATUS_SCHEMA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../schemas/status',
);

const SCHEMA_FILES = {
  request: 'IRS-IR-TransStatusOrAckRequest.xsd',
  response: 'IRS-IR-TransStatusOrAckResponse.xsd',
} as const;

export type IrisStatusMessageKind = keyof typeof SCHEMA_FILES;

const loaded = new Map<IrisStatusMessageKind, string>();

function loadSchema(kind: IrisStatusMessageKind): string {
  const cached = loaded.get(kind);
  if (cached !== undefined) return cached;
  const contents = fs
    .readFileSync(path.join(IRIS_STATUS_SCHEMA_DIR, SCHEMA_FILES[kind]), 'utf8')
    .replace(/^\uFEFF/, '');
  loaded.set(kind, contents);
  return contents;
}

/** Validate a status request or response against the official IRS status schema. */
export async function validateIrisStatusXml(
  xml: string,
  kind: IrisStatusMessageKind,
): Promise<IrisSchemaResult> {
  const output = await validateXML({
    xml: [{ fileName: `status-${kind}.xml`, contents: xml }],
    schema: { fileName: SCHEMA_FILES[kind], contents: loadSchema(kind) },
  });
  const errors = output.errors
    .filter((error) => !/^\S+ (?:fails to validate|validates)$/.test(error.rawMessage.trim()))
    .map((error) => ({
      ...(error.loc ? { line: error.loc.lineNumber } : {}),
      message: maskTins(
        (error.loc ? error.message : error.rawMessage).replaceAll(`{${IRIS_NAMESPACE}}`, '').trim(),
      ),
    }));
  if (!output.valid && errors.length === 0)
    errors.push({ message: 'The document could not be checked against the IRIS status schema.' });
  return { valid: output.valid, errors };
}
