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

/** Extra characters of each character `escapeXml` writes as an entity (&amp; &lt; &gt; &quot; &apos;). */
function getEscapedLength(text: string): number {
  let length = text.length;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 38) length += 4;
    else if (code === 60 || code === 62) length += 3;
    else if (code === 34 || code === 39) length += 5;
  }
  return length;
}

/**
 * An XmlBuffer that only counts: `take()` is always '' and `takeLength()` gives the length of the text
 * an XmlBuffer would have built from the same calls, without building it (the writer's first pass
 * needs each record's size, not its text).
 */
export class XmlMeasure extends XmlBuffer {
  private length = 0;
  private level = 0;

  override open(name: string, attributes = ''): void {
    this.length += this.level + name.length + attributes.length + 3;
    this.level += 1;
  }

  override close(name: string): void {
    this.level -= 1;
    this.length += this.level + name.length + 4;
  }

  override leaf(name: string, value: string | number | null | undefined): void {
    if (value === null || value === undefined || value === '') return;
    const text = typeof value === 'number' ? formatWholeNumber(value) : String(value);
    this.length += this.level + 2 * name.length + 6 + getEscapedLength(text);
  }

  override take(): string {
    this.length = 0;
    return '';
  }

  /** The length of the text since the last take, and a new count. */
  takeLength(): number {
    const length = this.length;
    this.length = 0;
    return length;
  }

  override setDepth(depth: number): void {
    this.level = depth;
  }
}
