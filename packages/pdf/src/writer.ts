import {
  PDFDocument,
  PDFName,
  PDFObjectCopier,
  PDFPage,
  PDFRef,
  popGraphicsState,
  pushGraphicsState,
  drawObject,
  rgb,
  type PDFFont,
} from 'pdf-lib';
import {
  copyCheckboxName,
  fieldName,
  findOfficialTemplate,
  type CopyKind,
  type CopyPage,
} from './field-maps.ts';
import { fitText, type Rect } from './fit.ts';
import type { DocumentKit, PreparedTemplate } from './kit.ts';
import { drawMailingPage } from './mailing.ts';
import { drawSubstitute } from './substitute.ts';
import { statementValues, type Statement } from './values.ts';

const BLACK = rgb(0, 0, 0);

/** How a writer draws text: fitted into a rectangle, in the document's embedded font. */
export class TextPainter {
  private readonly pagesWithFont = new WeakSet<PDFPage>();

  constructor(
    readonly font: PDFFont,
    private readonly kit: DocumentKit,
  ) {}

  /** Draw the text inside the rectangle: shrunk or wrapped to fit, never cut. */
  text(page: PDFPage, rect: Rect, value: string, align: 'left' | 'center' = 'left'): void {
    const text = this.kit.printable(value.trim());
    if (!text) return;
    this.useFont(page);
    const { size, lines } = fitText(this.font, text, rect);
    const lineHeight = size * 1.1;
    const block = lines.length * lineHeight;
    // Single lines sit in the middle of their box; blocks start at the top.
    let y =
      lines.length === 1
        ? rect.y + (rect.height - size) / 2 + size * 0.22
        : rect.y + rect.height - (rect.height - block) / 2 - size;
    for (const line of lines) {
      const width = this.font.widthOfTextAtSize(line, size);
      const x = align === 'center' ? rect.x + (rect.width - width) / 2 : rect.x + 2;
      page.drawText(line, { x, y, size, color: BLACK });
      y -= lineHeight;
    }
  }

  /**
   * The page's font, named once per page: passing the font to every drawText would add a font
   * resource (and a name pdf-lib keeps for the life of the process) per piece of text.
   */
  private useFont(page: PDFPage): void {
    if (this.pagesWithFont.has(page)) return;
    page.setFont(this.font);
    this.pagesWithFont.add(page);
  }

  /** An 'X' in a checkbox. */
  check(page: PDFPage, rect: Rect): void {
    this.text(page, rect, 'X', 'center');
  }
}

export interface StatementPdfOptions {
  title?: string;
  /**
   * Takes each new page instead of the document's page tree: the page is created but not added to
   * the document (combined-writer.ts writes it out and keeps only its reference).
   */
  pageSink?: (page: PDFPage) => void;
}

/**
 * One output PDF: statements (any copies) and 1096 forms added one after another, saved once. The
 * official pages are form XObjects copied into the document once and drawn under each copy's text,
 * so the result is flat (no form fields) and a combined file stays small. Fonts are embedded as a
 * subset at save.
 */
export class StatementPdf {
  private readonly xobjects = new Map<string, PDFRef>();
  private pageCount = 0;

  private constructor(
    readonly doc: PDFDocument,
    readonly kit: DocumentKit,
    readonly painter: TextPainter,
    private readonly pageSink?: (page: PDFPage) => void,
  ) {}

  static async create(kit: DocumentKit, options?: string | StatementPdfOptions): Promise<StatementPdf> {
    const { title, pageSink } = typeof options === 'string' ? { title: options } : (options ?? {});
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.registerFontkit(kit.fontkit);
    const font = await doc.embedFont(kit.fontBytes, { subset: true });
    if (title) doc.setTitle(title);
    doc.setProducer('File1099');
    return new StatementPdf(doc, kit, new TextPainter(font, kit), pageSink);
  }

  get pages(): number {
    return this.pageCount;
  }

  /** A new page showing one page of an official file. */
  async officialPage(
    file: string,
    pageIndex: number,
  ): Promise<{ page: PDFPage; template: PreparedTemplate }> {
    const template = await this.kit.template(file);
    const key = `${file}#${pageIndex}`;
    let ref = this.xobjects.get(key);
    if (!ref) {
      const sourceRef = template.pages.get(pageIndex);
      if (!sourceRef) throw new Error(`${file} has no page ${pageIndex}.`);
      const copied = PDFObjectCopier.for(template.base.context, this.doc.context).copy(sourceRef);
      if (!(copied instanceof PDFRef)) throw new Error('The template page did not copy as a reference.');
      ref = copied;
      this.xobjects.set(key, ref);
    }
    const page = this.newPage([template.size[0], template.size[1]]);
    // One name per official page, the same on every page that shows it.
    const name = PDFName.of(`Official${[...this.xobjects.keys()].indexOf(key)}`);
    page.node.setXObject(name, ref);
    page.pushOperators(pushGraphicsState(), drawObject(name), popGraphicsState());
    return { page, template };
  }

  blankPage(): PDFPage {
    return this.newPage([612, 792]);
  }

  private newPage(size: readonly [number, number]): PDFPage {
    this.pageCount += 1;
    if (!this.pageSink) return this.doc.addPage([size[0], size[1]]);
    const page = PDFPage.create(this.doc);
    page.setSize(size[0], size[1]);
    this.pageSink(page);
    return page;
  }

  /** The copies of one filing, in the order given. */
  async addStatement(statement: Statement, copies: readonly CopyKind[]): Promise<void> {
    const official = findOfficialTemplate(statement.ret.formType, statement.ret.taxYear);
    for (const copy of copies) {
      const copyPage = official?.copies[copy];
      if (!official || !copyPage) {
        drawSubstitute(this.blankPage(), this.painter, statement, copy);
        continue;
      }
      const { page, template } = await this.officialPage(official.file, copyPage.page);
      this.fillCopy(page, template, statement, copy, copyPage, official.fields, official.checkboxes);
      for (const back of copyPage.backPages ?? []) await this.officialPage(official.file, back);
    }
  }

  /**
   * The mailing copy of one filing: the page addressed for a #10 double-window envelope (mailing.ts),
   * then the recipient's Copy B.
   */
  async addMailCopy(statement: Statement): Promise<void> {
    drawMailingPage(this.blankPage(), this.painter, statement);
    await this.addStatement(statement, ['B']);
  }

  private fillCopy(
    page: PDFPage,
    template: PreparedTemplate,
    statement: Statement,
    copy: CopyKind,
    copyPage: CopyPage,
    fields: Readonly<Record<string, string>>,
    checkboxes: Readonly<Record<string, string>>,
  ): void {
    const rect = (name: string): Rect => {
      const found = template.rects.get(name);
      if (!found) throw new Error(`The PDF template has no field ${name}.`);
      return found;
    };
    const values = statementValues(statement, copy);
    for (const [key, pattern] of Object.entries(fields)) {
      const value = values.get(key);
      if (typeof value === 'string') this.painter.text(page, rect(fieldName(copyPage, pattern)), value);
    }
    for (const [key, pattern] of Object.entries(checkboxes)) {
      if (values.get(key) === true) this.painter.check(page, rect(fieldName(copyPage, pattern)));
    }
    if (statement.ret.correction)
      this.painter.check(page, rect(copyCheckboxName(copyPage, copyPage.corrected)));
    if (statement.void && copyPage.void)
      this.painter.check(page, rect(copyCheckboxName(copyPage, copyPage.void)));
  }

  /** The finished file. Object streams are off: they cost time and save little on these pages. */
  save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: false });
  }
}
