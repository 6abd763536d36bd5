import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One run of text on page 1 of a PDF, with where it sits (points from the bottom left). */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
}

/** Reads page 1 of a PDF back as text runs (the tests' way to check what a filled W-9 says). */
export async function readPdfPageOne(bytes: Uint8Array): Promise<PdfTextItem[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const page = await doc.getPage(1);
    const content = await page.getTextContent();
    return content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [{ text: item.str, x: Number(item.transform[4]), y: Number(item.transform[5]) }]
        : [],
    );
  } finally {
    await doc.destroy();
  }
}

/** Line 3a's boxes on page 1 (their lower left corners), in the form's order. */
const CLASSIFICATION_BOXES: [string, number, number][] = [
  ['Individual/sole proprietor', 73, 604],
  ['C corporation', 180, 604],
  ['S corporation', 252, 604],
  ['Partnership', 324, 604],
  ['Trust/estate', 389, 604],
  ['LLC', 73, 590],
  ['Other', 73, 554],
];

const near = (item: PdfTextItem, x: number, y: number, slack = 6) =>
  Math.abs(item.x - x) <= slack && Math.abs(item.y - y) <= slack;

/** What a filled W-9 says on page 1, read back from its text: line 1, the TIN, the boxes checked, the date. */
export async function readFilledW9(bytes: Uint8Array): Promise<{
  name: string;
  tin: string;
  classifications: string[];
  llcLetter: string;
  date: string;
}> {
  const items = await readPdfPageOne(bytes);
  const inBox = (x1: number, x2: number, y1: number, y2: number) =>
    items
      .filter((item) => item.x >= x1 && item.x <= x2 && item.y >= y1 && item.y <= y2)
      .sort((a, b) => a.x - b.x)
      .map((item) => item.text)
      .join('');
  const digits = (value: string) => value.replace(/\D/g, '');
  const ssn = digits(inBox(415, 580, 396, 420));
  const ein = digits(inBox(415, 580, 348, 372));
  return {
    name: inBox(55, 580, 660, 674),
    tin: ein
      ? `${ein.slice(0, 2)}-${ein.slice(2)}`
      : ssn
        ? `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`
        : '',
    classifications: CLASSIFICATION_BOXES.filter(([, x, y]) =>
      items.some((item) => item.text === '4' && near(item, x + 2, y + 2)),
    ).map(([label]) => label),
    llcLetter: inBox(415, 450, 586, 600),
    date: items.find((item) => /^\d{2}\/\d{2}\/\d{4}$/.test(item.text) && item.y < 230)?.text ?? '',
  };
}
