import { readFileSync } from 'node:fs';
import type { DocumentKit, PdfAssets } from '@file1099/pdf';
import { loadPdfKit } from '../../lib/lazy-modules.ts';

let kit: Promise<DocumentKit> | undefined;

/**
 * The PDF package's official forms and font, read once per process (about 4 MB). The package (pdf-lib
 * and fontkit) loads with the first document, not with the server.
 */
export function getDocumentKit(): Promise<DocumentKit> {
  kit ??= loadPdfKit()
    .then(({ DocumentKit, PDF_ASSETS_DIR, PDF_FONT_FILE, PDF_TEMPLATE_FILES }) => {
      const templates: Record<string, Uint8Array> = {};
      for (const file of PDF_TEMPLATE_FILES) {
        templates[file] = readFileSync(new URL(`irs/${file}`, PDF_ASSETS_DIR));
      }
      const assets: PdfAssets = {
        templates,
        font: readFileSync(new URL(`fonts/${PDF_FONT_FILE}`, PDF_ASSETS_DIR)),
      };
      return DocumentKit.create(assets);
    })
    .catch((error: unknown) => {
      kit = undefined;
      throw error;
    });
  return kit;
}
