import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { createScrubbingStream, getLoggerOptions } from '../lib/logging.ts';

/** A real logger (same redaction and scrubbing as production) whose lines the test can read. */
export function createCapturingLogger(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  });
  return { log: pino(getLoggerOptions('debug'), createScrubbingStream(sink)), lines };
}
