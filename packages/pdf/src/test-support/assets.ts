import { readFileSync } from 'node:fs';
import { DocumentKit, PDF_ASSETS_DIR, PDF_FONT_FILE, PDF_TEMPLATE_FILES, type PdfAssets } from '../kit.ts';

/** The package's assets read from disk, as the server passes them. */
export function readAssets(): PdfAssets {
  const templates: Record<string, Uint8Array> = {};
  for (const file of PDF_TEMPLATE_FILES)
    templates[file] = readFileSync(new URL(`irs/${file}`, PDF_ASSETS_DIR));
  return { templates, font: readFileSync(new URL(`fonts/${PDF_FONT_FILE}`, PDF_ASSETS_DIR)) };
}

let kit: DocumentKit | undefined;
export function testKit(): DocumentKit {
  kit ??= DocumentKit.create(readAssets());
  return kit;
}
