import type { CombinedPdfWriter, CopySet, DocumentKit, StatementPdf } from '@file1099/pdf';
import { loadPdfKit } from '../../lib/lazy-modules.ts';
import type { FilingStatement } from './documents.source.ts';

/**
 * The spec's printCopyType values (GET /rs/api/filings/forms/?printCopyType=...). RecipientMailCopy is
 * the mailing print copy: a page addressed for a #10 double-window envelope, then Copy B.
 */
export const PRINT_COPY_TYPES = ['RecipientCopy', 'FilerCopy', 'FullCopy', 'RecipientMailCopy'] as const;
export type PrintCopyType = (typeof PRINT_COPY_TYPES)[number];

export function isPrintCopyType(value: unknown): value is PrintCopyType {
  return typeof value === 'string' && (PRINT_COPY_TYPES as readonly string[]).includes(value);
}

export const COPY_SET_OF: Readonly<Record<Exclude<PrintCopyType, 'RecipientMailCopy'>, CopySet>> = {
  RecipientCopy: 'recipient',
  FilerCopy: 'filer',
  FullCopy: 'full',
};

const FILE_LABEL: Readonly<Record<PrintCopyType, string>> = {
  RecipientCopy: 'recipient-copies',
  FilerCopy: 'filer-copies',
  FullCopy: 'full-copies',
  RecipientMailCopy: 'mailing-copies',
};

/** Filings read from the database per round: memory holds one batch, not the set. */
export const DOCUMENT_BATCH = 50;

export interface GenerateInput {
  kit: DocumentKit;
  printCopyType: PrintCopyType;
  /** One PDF with every filing's copies, or a zip of one PDF per filing. */
  combined: boolean;
  filingIds: readonly number[];
  load(ids: readonly number[]): Promise<FilingStatement[]>;
  write(chunk: Buffer): Promise<void>;
  /** After each batch: filings done so far. */
  progress?(done: number, total: number): Promise<void>;
}

export function documentFileName(
  printCopyType: PrintCopyType,
  combined: boolean,
  filingCount: number,
): string {
  return `1099-${FILE_LABEL[printCopyType]}-${filingCount}.${combined ? 'pdf' : 'zip'}`;
}

function safeFileName(title: string): string {
  return `${
    title
      .replace(/[^\p{L}\p{N} ._-]+/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'filing'
  }`;
}

/**
 * Writes the copies of the filings, batch by batch, to `write`: a zip entry per filing as soon as its
 * PDF is done, or one combined PDF whose pages are written out after each batch (CombinedPdfWriter:
 * memory holds one batch, the font and page tree are written at the end). Returns the pages written.
 */
export async function generateDocuments(input: GenerateInput): Promise<{ pages: number; filings: number }> {
  const { COPY_SET_COPIES, CombinedPdfWriter, StatementPdf, ZipWriter } = await loadPdfKit();
  const type = input.printCopyType;
  const add = (pdf: StatementPdf | CombinedPdfWriter, item: FilingStatement) =>
    type === 'RecipientMailCopy'
      ? pdf.addMailCopy(item.statement)
      : pdf.addStatement(item.statement, COPY_SET_COPIES[COPY_SET_OF[type]]);
  const combined = input.combined
    ? await CombinedPdfWriter.create(input.kit, input.write, { title: '1099 copies' })
    : null;
  const zip = input.combined ? null : new ZipWriter(input.write);
  let pages = 0;
  let done = 0;
  for (let start = 0; start < input.filingIds.length; start += DOCUMENT_BATCH) {
    const batch = await input.load(input.filingIds.slice(start, start + DOCUMENT_BATCH));
    for (const item of batch) {
      if (combined) {
        await add(combined, item);
        continue;
      }
      const pdf = await StatementPdf.create(input.kit, item.title);
      await add(pdf, item);
      pages += pdf.pages;
      const name = zip?.uniqueName(`${safeFileName(item.title)} ${FILE_LABEL[input.printCopyType]}.pdf`);
      if (zip && name) await zip.add(name, await pdf.save());
    }
    await combined?.flush();
    done += batch.length;
    await input.progress?.(done, input.filingIds.length);
  }
  if (combined) pages = (await combined.finish()).pages;
  if (zip) await zip.finish();
  return { pages, filings: done };
}
