import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { SHIPPED_SCHEMA_DIR } from './paths.ts';

interface SchemaFile {
  fileName: string;
  contents: string;
}

let schemaFiles: SchemaFile[] | null = null;

/** The TY2025 intake schemas, flattened into one folder (xmllint-wasm has a flat file system). */
function loadSchemas(): SchemaFile[] {
  if (schemaFiles) return schemaFiles;
  const intake = SHIPPED_SCHEMA_DIR;
  const files: SchemaFile[] = [];
  for (const folder of ['MSG', 'COMMON', 'FORM_TYPES']) {
    for (const name of fs.readdirSync(path.join(intake, folder)).filter((file) => file.endsWith('.xsd'))) {
      const contents = fs
        .readFileSync(path.join(intake, folder, name), 'utf8')
        .replace(/^\uFEFF/, '')
        .replace(/schemaLocation="\.\.\/(COMMON|FORM_TYPES)\//g, 'schemaLocation="');
      files.push({ fileName: name, contents });
    }
  }
  schemaFiles = files;
  return files;
}

/** xmllint's schema errors for the XML (empty when it validates against the TY2025 schema). */
export async function validateAgainstTy2025Schema(xml: string): Promise<string[]> {
  const files = loadSchemas();
  const main = files.find((file) => file.fileName === 'IRS-IRIntakeTransmissionMessage.xsd');
  if (!main) throw new Error('TY2025 schema not found');
  const result = await validateXML({
    xml: { fileName: 'transmission.xml', contents: xml },
    schema: main,
    preload: files.filter((file) => file !== main),
    maxMemoryPages: 4096,
  });
  return result.errors.map((error) => error.rawMessage);
}
