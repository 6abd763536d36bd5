import { RECORD_LENGTH } from './fields.ts';
import { detachText } from './in-place.ts';

/** One record as found in the file, before any check. */
export interface SourceRecord {
  /** 1-based position of the record in the file. */
  recordNumber: number;
  /** The record's text, terminator included when the file has CR/LF line ends. */
  text: string;
}

/**
 * Receives each record where it stands: `text.slice(start, end)` is the record (terminator included),
 * so that a checker can read it by position without cutting a string per record.
 */
export type RecordSink = (text: string, start: number, end: number, recordNumber: number) => void;

/**
 * Pub 1220 (2025), Part C: "positions 749-750 blank or CR/LF". A file either has line ends (748 data
 * characters + CR/LF each) or records written back to back (750 characters each, no separator). The
 * mode is chosen from the first record: a line feed within the first 752 characters means line mode.
 * Records come out one by one, whatever the chunk sizes, so memory stays constant: only the part of a
 * record that a chunk leaves unfinished is kept, and a record is never copied except when it spans two
 * chunks. The unfinished part is kept as a copy: a cut-out string points into its chunk and would
 * keep the whole chunk alive until the next one.
 */
export class Pub1220RecordSplitter {
  private pending = '';
  private mode: 'lines' | 'fixed' | null = null;
  private recordNumber = 0;

  /** Split a chunk, giving each complete record to `sink`. */
  pushTo(chunk: string, sink: RecordSink): void {
    let text = chunk;
    if (this.mode === null) {
      this.pending += chunk;
      if (this.pending.length < RECORD_LENGTH + 2 && !this.pending.includes('\n')) return;
      this.mode = this.pending.slice(0, RECORD_LENGTH + 2).includes('\n') ? 'lines' : 'fixed';
      text = this.pending;
      this.pending = '';
    }
    if (this.mode === 'lines') this.takeLines(text, sink);
    else this.takeFixed(text, sink);
  }

  /** The rest at the end of the input. */
  finishTo(sink: RecordSink): void {
    if (this.pending === '') return;
    const rest = this.pending;
    this.pending = '';
    if (this.mode === 'fixed' || (this.mode === null && !rest.includes('\n'))) {
      for (let start = 0; start < rest.length; start += RECORD_LENGTH)
        this.emit(sink, rest, start, Math.min(start + RECORD_LENGTH, rest.length));
      return;
    }
    if (rest.replace(/[\r\n]/g, '') !== '') this.emit(sink, rest, 0, rest.length);
  }

  /** The records of a chunk, as strings (for the reader; the validator uses pushTo). */
  *push(chunk: string): Generator<SourceRecord> {
    yield* this.collect((sink) => this.pushTo(chunk, sink));
  }

  *finish(): Generator<SourceRecord> {
    yield* this.collect((sink) => this.finishTo(sink));
  }

  private collect(run: (sink: RecordSink) => void): SourceRecord[] {
    const records: SourceRecord[] = [];
    run((text, start, end, recordNumber) => records.push({ recordNumber, text: text.slice(start, end) }));
    return records;
  }

  private takeLines(text: string, sink: RecordSink): void {
    let start = 0;
    if (this.pending !== '') {
      // The record the previous chunk left unfinished.
      const end = text.indexOf('\n');
      if (end === -1) {
        this.pending += text;
        return;
      }
      const record = this.pending + text.slice(0, end + 1);
      this.pending = '';
      this.emit(sink, record, 0, record.length);
      start = end + 1;
    }
    for (let end = text.indexOf('\n', start); end !== -1; end = text.indexOf('\n', start)) {
      this.emit(sink, text, start, end + 1);
      start = end + 1;
    }
    this.pending = detachText(text.slice(start));
  }

  private takeFixed(text: string, sink: RecordSink): void {
    let start = 0;
    if (this.pending !== '') {
      const missing = RECORD_LENGTH - this.pending.length;
      if (text.length < missing) {
        this.pending += text;
        return;
      }
      const record = this.pending + text.slice(0, missing);
      this.pending = '';
      this.emit(sink, record, 0, record.length);
      start = missing;
    }
    while (text.length - start >= RECORD_LENGTH) {
      this.emit(sink, text, start, start + RECORD_LENGTH);
      start += RECORD_LENGTH;
    }
    this.pending = detachText(text.slice(start));
  }

  private emit(sink: RecordSink, text: string, start: number, end: number): void {
    this.recordNumber += 1;
    sink(text, start, end, this.recordNumber);
  }
}

/** The record's 750 positions with a CR/LF or LF terminator normalised to what 749-750 hold. */
export function getRecordBody(text: string): { body: string; lineEnding: string } {
  if (text.endsWith('\r\n')) return { body: text.slice(0, -2), lineEnding: '\r\n' };
  if (text.endsWith('\n')) return { body: text.slice(0, -1), lineEnding: '\n' };
  return { body: text, lineEnding: '' };
}
