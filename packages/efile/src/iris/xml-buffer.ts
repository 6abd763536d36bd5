import { escapeXml } from './clean.ts';

/** Builds indented XML text element by element; the caller takes the text out in chunks. */
export class XmlBuffer {
  text = '';
  private depth = 0;

  open(name: string, attributes = ''): void {
    this.text += `${'\t'.repeat(this.depth)}<${name}${attributes}>\n`;
    this.depth += 1;
  }

  close(name: string): void {
    this.depth -= 1;
    this.text += `${'\t'.repeat(this.depth)}</${name}>\n`;
  }

  /** A leaf element; nothing is written for an empty value. */
  leaf(name: string, value: string | number | null | undefined): void {
    if (value === null || value === undefined || value === '') return;
    this.text += `${'\t'.repeat(this.depth)}<${name}>${escapeXml(String(value))}</${name}>\n`;
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
