/**
 * The writer's output between two chunks: records are composed as bytes in one reusable buffer (one
 * byte per character, latin1) instead of strings glued together, so a record costs no garbage. A
 * chunk leaves as one string. A record holding a character beyond U+00FF (which no byte can carry)
 * is kept as text, so the chunks are exactly the text the string writer produced.
 */
export class ChunkWriter {
  private buffer = Buffer.allocUnsafe(1 << 17);
  private used = 0;
  /** Text that comes before the buffer's bytes (only after a record that is not latin1). */
  private text = '';

  /** Characters held. */
  get length(): number {
    return this.text.length + this.used;
  }

  /** Room for `size` more bytes; returns the buffer and the offset to write at, then call commit. */
  reserve(size: number): number {
    if (this.used + size > this.buffer.length) {
      const larger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.used + size));
      this.buffer.copy(larger, 0, 0, this.used);
      this.buffer = larger;
    }
    return this.used;
  }

  get bytes(): Buffer {
    return this.buffer;
  }

  commit(size: number): void {
    this.used += size;
  }

  append(text: string): void {
    for (let index = 0; index < text.length; index += 1) {
      if (text.charCodeAt(index) > 0xff) {
        this.text += this.buffer.toString('latin1', 0, this.used) + text;
        this.used = 0;
        return;
      }
    }
    const offset = this.reserve(text.length);
    this.buffer.write(text, offset, text.length, 'latin1');
    this.used += text.length;
  }

  /** Everything held, as one string; the writer starts empty again. */
  take(): string {
    const text = this.text + this.buffer.toString('latin1', 0, this.used);
    this.text = '';
    this.used = 0;
    return text;
  }
}
