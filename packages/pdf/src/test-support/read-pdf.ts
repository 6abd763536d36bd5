import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface TextItem {
  str: string;
  x: number;
  y: number;
}

/** The text of every page, read back with pdfjs-dist (what a viewer shows). */
export async function readPdfText(bytes: Uint8Array): Promise<TextItem[][]> {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0, useSystemFonts: false }).promise;
  const pages: TextItem[][] = [];
  for (let index = 1; index <= doc.numPages; index++) {
    const page = await doc.getPage(index);
    const content = await page.getTextContent();
    const items: TextItem[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      items.push({ str: item.str, x: item.transform[4] ?? 0, y: item.transform[5] ?? 0 });
    }
    pages.push(items);
  }
  await doc.destroy();
  return pages;
}

export function pageText(items: readonly TextItem[]): string {
  return items.map((item) => item.str).join('\n');
}
