import fontkit from '@pdf-lib/fontkit';
import type { PDFRef } from 'pdf-lib';
import { PDFAcroTerminal, PDFDocument } from 'pdf-lib';
import type { Rect } from './fit.ts';

/** Asset files the package fills, relative to `PDF_ASSETS_DIR`; the server reads them and passes bytes. */
export const PDF_TEMPLATE_FILES = [
  'f1099nec-2025.pdf',
  'f1099nec.pdf',
  'f1099msc-2025.pdf',
  'f1099msc.pdf',
  'f1099int.pdf',
  'f1096-2025.pdf',
  'f1096.pdf',
] as const;
export const PDF_FONT_FILE = 'DejaVuSansCondensed.ttf';
/** packages/pdf/assets: `irs/<template>` and `fonts/<font>`. */
export const PDF_ASSETS_DIR = new URL('../assets/', import.meta.url);

export interface PdfAssets {
  /** Official PDF bytes by file name (PDF_TEMPLATE_FILES). */
  templates: Readonly<Record<string, Uint8Array>>;
  /** A TrueType font, embedded (subset) in every document. */
  font: Uint8Array;
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;

/** One official file made ready: each page as a drawable form XObject, and every field's rectangle. */
export interface PreparedTemplate {
  base: PDFDocument;
  /** Source page index → the ref of that page as a form XObject in `base`. */
  pages: ReadonlyMap<number, PDFRef>;
  size: readonly [number, number];
  rects: ReadonlyMap<string, Rect>;
}

/**
 * The loaded assets, shared by every document a process writes: each template is parsed once and
 * its pages turned into form XObjects once, so a copy costs only its own text. The font is parsed
 * once too (pdf-lib parses it on every embed otherwise).
 */
export class DocumentKit {
  private readonly prepared = new Map<string, Promise<PreparedTemplate>>();
  readonly fontkit: Fontkit;
  private readonly parsedFont: ParsedFont;

  private constructor(private readonly assets: PdfAssets) {
    this.parsedFont = fontkit.create(assets.font);
    const parsed = this.parsedFont;
    this.fontkit = { create: () => parsed };
  }

  static create(assets: PdfAssets): DocumentKit {
    return new DocumentKit(assets);
  }

  get fontBytes(): Uint8Array {
    return this.assets.font;
  }

  /**
   * The text as the font can draw it: a character the font lacks is replaced by its letters without
   * accents (NFKD), or by '?' so that a missing glyph is visible rather than silently blank.
   */
  printable(text: string): string {
    let result = '';
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (char === '\n' || this.parsedFont.hasGlyphForCodePoint(code)) {
        result += char;
        continue;
      }
      const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      const drawable = [...plain].every((c) => this.parsedFont.hasGlyphForCodePoint(c.codePointAt(0) ?? 0));
      result += plain && drawable ? plain : '?';
    }
    return result;
  }

  template(file: string): Promise<PreparedTemplate> {
    let entry = this.prepared.get(file);
    if (!entry) {
      entry = this.prepare(file);
      this.prepared.set(file, entry);
      entry.catch(() => this.prepared.delete(file));
    }
    return entry;
  }

  private async prepare(file: string): Promise<PreparedTemplate> {
    const bytes = this.assets.templates[file];
    if (!bytes) throw new Error(`The PDF template ${file} was not loaded.`);
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    const rects = new Map<string, Rect>();
    const acroForm = source.catalog.getAcroForm();
    for (const [field] of acroForm?.getAllFields() ?? []) {
      if (!(field instanceof PDFAcroTerminal)) continue;
      const widget = field.getWidgets()[0];
      if (widget) rects.set(field.getFullyQualifiedName() ?? '', widget.getRectangle());
    }
    const base = await PDFDocument.create({ updateMetadata: false });
    const sourcePages = source.getPages();
    const embedded = await base.embedPages(sourcePages);
    const pages = new Map<number, PDFRef>();
    embedded.forEach((page, index) => pages.set(index, page.ref));
    // Embedded pages are written into the document lazily; write them now so they can be copied.
    await base.flush();
    const first = sourcePages[0];
    const size: readonly [number, number] = first ? [first.getWidth(), first.getHeight()] : [612, 792];
    return { base, pages, size, rects };
  }
}
