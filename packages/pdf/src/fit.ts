import type { PDFFont } from 'pdf-lib';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FittedText {
  size: number;
  lines: string[];
}

const MAX_SIZE = 9;
/** Below this a line is wrapped instead (when the box has room for a second line). */
const WRAP_SIZE = 6;
/** Text is never dropped: it shrinks down to this and further only as a last resort. */
const MIN_SIZE = 3;
const PADDING = 2;
const LEADING = 1.1;

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

function fits(font: PDFFont, lines: string[], size: number, rect: Rect): boolean {
  const width = rect.width - 2 * PADDING;
  if (lines.length * size * LEADING > rect.height) return false;
  return lines.every((line) => font.widthOfTextAtSize(line, size) <= width);
}

/**
 * The size and lines that put the text inside the box: the largest size up to 9 pt on the text's own
 * lines; then, where the box is tall enough, wrapped at word breaks; then smaller. Nothing is cut.
 */
export function fitText(font: PDFFont, text: string, rect: Rect): FittedText {
  const ownLines = text.split('\n');
  const width = rect.width - 2 * PADDING;
  const start = Math.min(MAX_SIZE, rect.height / LEADING);
  for (let size = start; size >= MIN_SIZE; size -= 0.5) {
    if (fits(font, ownLines, size, rect)) return { size, lines: ownLines };
    if (size <= MAX_SIZE && size >= WRAP_SIZE - 2) {
      const wrapped = wrap(font, text, size, width);
      if (wrapped.length > ownLines.length && fits(font, wrapped, size, rect))
        return { size, lines: wrapped };
    }
  }
  // The last resort: whatever size puts the text's own lines inside the box, however small (a floor
  // would let the text out of the box, which the rule forbids).
  const widest = Math.max(...ownLines.map((line) => font.widthOfTextAtSize(line, 1)), 1e-6);
  const size = Math.min(MIN_SIZE, width / widest, rect.height / (ownLines.length * LEADING));
  return { size, lines: ownLines };
}
