import { readFileSync } from 'node:fs';
import {
  DocumentKit,
  PDF_ASSETS_DIR,
  PDF_FONT_FILE,
  PDF_TEMPLATE_FILES,
  type PdfAssets,
} from '@file1099/pdf';

let kit: DocumentKit | undefined;

/** The PDF package's official forms and font, read once per process (about 4 MB). */
export function getDocumentKit(): DocumentKit {
  if (!kit) {
    const templates: Record<string, Uint8Array> = {};
    for (const file of PDF_TEMPLATE_FILES) {
      templates[file] = readFileSync(new URL(`irs/${file}`, PDF_ASSETS_DIR));
    }
    const assets: PdfAssets = {
      templates,
      font: readFileSync(new URL(`fonts/${PDF_FONT_FILE}`, PDF_ASSETS_DIR)),
    };
    kit = DocumentKit.create(assets);
  }
  return kit;
}
