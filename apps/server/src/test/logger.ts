import path from 'node:path';
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { expect } from 'vitest';
import { openLogFile } from '../../../../scripts/log-canary.mjs';
import { createScrubbingStream, getLoggerOptions } from '../lib/logging.ts';

/** .tmp/logs/server-<test file>-<pid>.log: what the log canary reads after the run. */
function logFileForThisTest() {
  // Outside a test (a benchmark builds the test app too) vitest has no state to give.
  let testPath: string | undefined;
  try {
    testPath = expect.getState().testPath;
  } catch {
    testPath = undefined;
  }
  const name = testPath ? path.basename(testPath).replace(/\.test\.ts$/, '') : 'unknown';
  return openLogFile(`server-${name}`);
}

/**
 * A real logger (same redaction and scrubbing as production) whose lines the test can read; every
 * line also goes to the run's log files for the log canary.
 */
export function createCapturingLogger(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const file = logFileForThisTest();
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      const text = chunk.toString();
      file.write(text);
      lines.push(...text.split('\n').filter(Boolean));
      callback();
    },
  });
  return { log: pino(getLoggerOptions('debug'), createScrubbingStream(sink)), lines };
}
