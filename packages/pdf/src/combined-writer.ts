import { PDFContext, PDFHeader, PDFName, PDFRef, type PDFObject, type PDFPage } from 'pdf-lib';
import type { CopyKind } from './field-maps.ts';
import type { DocumentKit } from './kit.ts';
import type { Statement } from './values.ts';
import { StatementPdf } from './writer.ts';

/** Pages held in memory before they are written out, unless the caller flushes sooner. */
export const COMBINED_FLUSH_PAGES = 200;
/** Pages under one node of the page tree (the root holds the nodes). */
export const COMBINED_PAGES_PER_NODE = 1000;
/** Cross-reference entries per write at the end (20 bytes each). */
const XREF_ENTRIES_PER_WRITE = 4096;

export interface CombinedPdfOptions {
  title?: string;
  /** Write out the finished pages once this many are held (default COMBINED_FLUSH_PAGES). */
  flushPages?: number;
  /** Pages under one node of the page tree (default COMBINED_PAGES_PER_NODE). */
  pagesPerNode?: number;
}

/**
 * One combined PDF written as it goes, with flat memory. It is one pdf-lib document whose finished
 * objects (pages, their content streams, the official forms' XObjects) are serialised to `write` and
 * dropped from the document at each flush; only their byte offsets and the page references stay.
 * Object numbers come from the one document, so nothing is renumbered. Shared objects are written
 * once: an official page's XObject when it is first used, the embedded font (one subset of every glyph
 * drawn) and the page tree, catalog, info and cross-reference table at `finish`. The page tree has
 * two levels: the root, and a node per 1,000 pages whose reference is taken when its first page comes.
 */
export class CombinedPdfWriter {
  private readonly pageRefs: PDFRef[] = [];
  /** The page tree's nodes under the root: their references, taken as pages come. */
  private readonly nodeRefs: PDFRef[] = [];
  private readonly offsets: number[] = [];
  private pendingPages = 0;
  private offset = 0;
  private finished = false;

  private constructor(
    private readonly pdf: StatementPdf,
    private readonly write: (chunk: Buffer) => Promise<void>,
    private readonly pagesRef: PDFRef,
    private readonly flushPages: number,
    private readonly pagesPerNode: number,
  ) {}

  static async create(
    kit: DocumentKit,
    write: (chunk: Buffer) => Promise<void>,
    options: CombinedPdfOptions = {},
  ): Promise<CombinedPdfWriter> {
    const sink: { writer?: CombinedPdfWriter } = {};
    const pdf = await StatementPdf.create(kit, {
      title: options.title,
      pageSink: (page) => sink.writer?.adopt(page),
    });
    const pagesRef = pdf.doc.catalog.get(PDFName.of('Pages'));
    if (!(pagesRef instanceof PDFRef)) throw new Error('The new document has no page tree reference.');
    const writer = new CombinedPdfWriter(
      pdf,
      write,
      pagesRef,
      Math.max(1, options.flushPages ?? COMBINED_FLUSH_PAGES),
      Math.max(1, options.pagesPerNode ?? COMBINED_PAGES_PER_NODE),
    );
    sink.writer = writer;
    const header = PDFHeader.forVersion(1, 7);
    const bytes = new Uint8Array(header.sizeInBytes() + 2);
    const end = header.copyBytesInto(bytes, 0);
    bytes[end] = 0x0a;
    bytes[end + 1] = 0x0a;
    await writer.emit(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return writer;
  }

  /** Pages added so far. */
  get pages(): number {
    return this.pageRefs.length;
  }

  /** Bytes written so far. */
  get size(): number {
    return this.offset;
  }

  /** The copies of one filing, in the order given (as StatementPdf.addStatement). */
  async addStatement(statement: Statement, copies: readonly CopyKind[]): Promise<void> {
    this.assertOpen();
    await this.pdf.addStatement(statement, copies);
    await this.flushIfFull();
  }

  /** The mailing copy of one filing (as StatementPdf.addMailCopy). */
  async addMailCopy(statement: Statement): Promise<void> {
    this.assertOpen();
    await this.pdf.addMailCopy(statement);
    await this.flushIfFull();
  }

  /** Writes every finished page and the objects they use, and drops them from memory. */
  async flush(): Promise<void> {
    this.assertOpen();
    await this.writeObjects(this.held());
    this.pendingPages = 0;
    // Resource names only need to differ within a page. Starting pdf-lib's name sequence again lets
    // later pages reuse the names of written ones, so its process-wide table of names stops growing.
    this.pdf.doc.context.rng = PDFContext.create().rng;
  }

  /** The font, page tree, catalog, info and cross-reference table: the file is complete. */
  async finish(): Promise<{ pages: number; bytes: number }> {
    this.assertOpen();
    const { doc } = this.pdf;
    await doc.flush();
    this.nodeRefs.forEach((ref, index) => {
      const kids = this.pageRefs.slice(index * this.pagesPerNode, (index + 1) * this.pagesPerNode);
      const node = { Type: 'Pages', Parent: this.pagesRef, Kids: kids, Count: kids.length };
      doc.context.assign(ref, doc.context.obj(node));
    });
    const root = doc.catalog.Pages();
    root.set(PDFName.of('Kids'), doc.context.obj(this.nodeRefs));
    root.set(PDFName.of('Count'), doc.context.obj(this.pageRefs.length));
    await this.writeObjects(new Set());
    this.finished = true;
    await this.writeXref();
    return { pages: this.pages, bytes: this.offset };
  }

  private adopt(page: PDFPage): void {
    if (this.pageRefs.length % this.pagesPerNode === 0) this.nodeRefs.push(this.pdf.doc.context.nextRef());
    const parent = this.nodeRefs[this.nodeRefs.length - 1];
    if (parent) page.node.setParent(parent);
    this.pageRefs.push(page.ref);
    this.pendingPages += 1;
  }

  private async flushIfFull(): Promise<void> {
    if (this.pendingPages >= this.flushPages) await this.flush();
  }

  /** Objects kept until the end: the catalog, the page tree and the info dictionary. */
  private held(): Set<PDFObject | undefined> {
    const { trailerInfo } = this.pdf.doc.context;
    return new Set([trailerInfo.Root, trailerInfo.Info, this.pagesRef]);
  }

  private async writeObjects(keep: ReadonlySet<PDFObject | undefined>): Promise<void> {
    const { context } = this.pdf.doc;
    const objects = context.enumerateIndirectObjects().filter(([ref]) => !keep.has(ref));
    if (objects.length === 0) return;
    let size = 0;
    const heads: Buffer[] = [];
    for (const [ref, object] of objects) {
      const head = Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1');
      heads.push(head);
      size += head.length + object.sizeInBytes() + ENDOBJ.length;
    }
    const buffer = Buffer.alloc(size);
    let at = 0;
    objects.forEach(([ref, object], index) => {
      const head = heads[index] ?? Buffer.alloc(0);
      this.offsets[ref.objectNumber] = this.offset + at;
      at += head.copy(buffer, at);
      at += object.copyBytesInto(buffer, at);
      at += ENDOBJ.copy(buffer, at);
      context.delete(ref);
    });
    await this.emit(at === size ? buffer : buffer.subarray(0, at));
  }

  private async writeXref(): Promise<void> {
    const { trailerInfo, largestObjectNumber } = this.pdf.doc.context;
    const count = largestObjectNumber + 1;
    const start = this.offset;
    // Numbers never written (none are expected) are free entries, chained as the format asks.
    const free: number[] = [];
    for (let n = 1; n < count; n++) if (this.offsets[n] === undefined) free.push(n);
    const nextFree = new Map<number, number>();
    free.forEach((n, index) => nextFree.set(n, free[index + 1] ?? 0));
    let text = `xref\n0 ${count}\n${pad(free[0] ?? 0)} 65535 f\r\n`;
    for (let n = 1; n < count; n++) {
      const offset = this.offsets[n];
      text +=
        offset === undefined ? `${pad(nextFree.get(n) ?? 0)} 00001 f\r\n` : `${pad(offset)} 00000 n\r\n`;
      if (n % XREF_ENTRIES_PER_WRITE === 0) {
        await this.emit(Buffer.from(text, 'latin1'));
        text = '';
      }
    }
    const info = trailerInfo.Info instanceof PDFRef ? ` /Info ${trailerInfo.Info.toString()}` : '';
    const root = trailerInfo.Root instanceof PDFRef ? trailerInfo.Root.toString() : '';
    text += `trailer\n<< /Size ${count} /Root ${root}${info} >>\nstartxref\n${start}\n%%EOF\n`;
    await this.emit(Buffer.from(text, 'latin1'));
  }

  private async emit(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    await this.write(chunk);
  }

  private assertOpen(): void {
    if (this.finished) throw new Error('The combined PDF is finished already.');
  }
}

const ENDOBJ = Buffer.from('\nendobj\n\n', 'latin1');

function pad(n: number): string {
  return String(n).padStart(10, '0');
}
