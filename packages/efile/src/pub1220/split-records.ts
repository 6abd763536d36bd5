import { RECORD_LENGTH } from './fields.ts';

/** One record as found in the file, before any check. */
export interface SourceRecord {
  /** 1-based position of the record in the file. */
  recordNumber: number;
  /** The record's text, terminator included when the file has CR/LF line ends. */
  text: string;
}

/**
 * Pub 1220 (2025), Part C: "positions 749-750 blank or CR/LF". A file either has line ends (748 data
 * characters + CR/LF each) or records written back to back (750 characters each, no separator). The
 * mode is chosen from the first record: a line feed within the first 752 characters means line mode.
 * Records come out one by one, whatever the chunk sizes, so memory stays constant.
 */
export class Pub1220RecordSplitter {
  private pending = '';
  private mode: 'lines' | 'fixed' | null = null;
  private recordNumber = 0;

  *push(chunk: string): Generator<SourceRecord> {
    this.pending += chunk;
    if (this.mode === null) {
      if (this.pending.length < RECORD_LENGTH + 2 && !this.pending.includes('\n')) return;
      this.mode = this.pending.slice(0, RECORD_LENGTH + 2).includes('\n') ? 'lines' : 'fixed';
    }
    yield* this.mode === 'lines' ? this.takeLines() : this.takeFixed();
  }

  *finish(): Generator<SourceRecord> {
    if (this.pending === '') return;
    const rest = this.pending;
    this.pending = '';
    if (this.mode === 'fixed' || (this.mode === null && !rest.includes('\n'))) {
      for (let start = 0; start < rest.length; start += RECORD_LENGTH)
        yield this.next(rest.slice(start, start + RECORD_LENGTH));
      return;
    }
    if (rest.replace(/[\r\n]/g, '') !== '') yield this.next(rest);
  }

  private *takeLines(): Generator<SourceRecord> {
    let start = 0;
    for (let end = this.pending.indexOf('\n'); end !== -1; end = this.pending.indexOf('\n', start)) {
      yield this.next(this.pending.slice(start, end + 1));
      start = end + 1;
    }
    this.pending = this.pending.slice(start);
  }

  private *takeFixed(): Generator<SourceRecord> {
    let start = 0;
    while (this.pending.length - start >= RECORD_LENGTH) {
      yield this.next(this.pending.slice(start, start + RECORD_LENGTH));
      start += RECORD_LENGTH;
    }
    this.pending = this.pending.slice(start);
  }

  private next(text: string): SourceRecord {
    this.recordNumber += 1;
    return { recordNumber: this.recordNumber, text };
  }
}

/** The record's 750 positions with a CR/LF or LF terminator normalised to what 749-750 hold. */
export function getRecordBody(text: string): { body: string; lineEnding: string } {
  if (text.endsWith('\r\n')) return { body: text.slice(0, -2), lineEnding: '\r\n' };
  if (text.endsWith('\n')) return { body: text.slice(0, -1), lineEnding: '\n' };
  return { body: text, lineEnding: '' };
}
