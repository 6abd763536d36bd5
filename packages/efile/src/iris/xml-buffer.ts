import { formatWholeNumber } from '../numbers.ts';
import { escapeXml } from './clean.ts';

/** Indentation by depth, made once ('\t'.repeat per element was a string per element). */
const INDENTS: string[] = [];
function indent(depth: number): string {
  let text = INDENTS[depth];
  if (text === undefined) {
    text = '\t'.repeat(depth);
    INDENTS[depth] = text;
  }
  return text;
}

/** Builds indented XML text element by element; the caller takes the text out in chunks. */
export class XmlBuffer {
  text = '';
  private depth = 0;

  open(name: string, attributes = ''): void {
    this.text += `${indent(this.depth)}<${name}${attributes}>\n`;
    this.depth += 1;
  }

  close(name: string): void {
    this.depth -= 1;
    this.text += `${indent(this.depth)}</${name}>\n`;
  }

  /** A leaf element; nothing is written for an empty value. */
  leaf(name: string, value: string | number | null | undefined): void {
    if (value === null || value === undefined || value === '') return;
    // Numbers through formatWholeNumber: the text of String(value) without V8's number-string cache.
    const text = typeof value === 'number' ? formatWholeNumber(value) : String(value);
    this.text += `${indent(this.depth)}<${name}>${escapeXml(text)}</${name}>\n`;
  }

  take(): string {
    const text = this.text;
    this.text = '';
    return text;
  }

  setDepth(depth: number): void {
    this.depth = depth;
  }
}
