import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RowProblem, SheetRow } from '@file1099/forms';
import { readImportLimits, type ImportLimits } from './import-limits.ts';
import { FILE_MESSAGES, SpreadsheetError } from './spreadsheet-error.ts';
import type { RowsAnswer, ToReader, ToWorker } from './xlsx-parse.ts';
import { checkZipArchive } from './zip-archive.ts';

export { FILE_MESSAGES, SpreadsheetError } from './spreadsheet-error.ts';

export interface SheetInfo {
  name: string;
  /** 1-based position among the visible sheets. */
  position: number;
  headers: string[];
}

export interface SheetReadResult {
  /** Cell problems found while reading (formulas without a saved value, Excel errors). */
  problems: RowProblem[];
}

type RowSink = (sheet: SheetInfo, rows: AsyncIterable<SheetRow>, problems: RowProblem[]) => Promise<void>;

function startsWith(buffer: Buffer, bytes: number[]): boolean {
  return bytes.every((byte, index) => buffer[index] === byte);
}

/** Tells the kinds of file people upload apart before trying to read them. */
export function checkFileKind(buffer: Buffer): void {
  if (buffer.length === 0) throw new SpreadsheetError(FILE_MESSAGES.empty);
  if (startsWith(buffer, [0xd0, 0xcf, 0x11, 0xe0])) {
    // An OLE container: an encrypted .xlsx keeps an "EncryptionInfo" stream; otherwise it is an .xls.
    const encrypted = buffer.includes(Buffer.from('EncryptionInfo', 'utf16le'));
    throw new SpreadsheetError(encrypted ? FILE_MESSAGES.passwordProtected : FILE_MESSAGES.xls);
  }
  if (startsWith(buffer, [0x50, 0x4b])) return;
  const head = buffer.subarray(0, 4096).toString('utf8');
  const printable = !head.includes('\u0000') && !head.includes('\ufffd');
  if (printable && head.includes(',') && head.includes('\n')) throw new SpreadsheetError(FILE_MESSAGES.csv);
  throw new SpreadsheetError(FILE_MESSAGES.notSpreadsheet);
}

/** Workbooks read at the same time in this process; further uploads wait their turn, a few of them. */
class ReadingTurns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  async take(limits: ImportLimits): Promise<() => void> {
    if (this.running < limits.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= limits.maxWaiting) throw new SpreadsheetError(FILE_MESSAGES.busy);
      // The turn is handed over by `release`, so `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    };
  }
}

const turns = new ReadingTurns();

/** The reading thread's file, run from source like the server (node --import tsx). */
const WORKER_FILE = new URL('./xlsx.worker.ts', import.meta.url).href;

/** tsx's ES module API (its CommonJS build cannot register the loader in a worker thread). */
function findTsxApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const file = exports['./esm/api']?.import?.default;
  if (!file) throw new Error('tsx has no ES module API (tsx/esm/api)');
  return pathToFileURL(path.join(path.dirname(manifest), file)).href;
}

const TSX_API = findTsxApi();
// A worker thread does not inherit the tsx loader (Node 20), so it loads tsx first, then the file.
const BOOT = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx)
  .then(({ tsImport }) => tsImport(workerData.entry, workerData.entry))
  .catch((error) => {
    setImmediate(() => { throw error; });
  });`;

/** Messages from the reading thread, taken one at a time; a failure comes after those already sent. */
class Inbox {
  private readonly queue: ToReader[] = [];
  private waiter: { resolve: (message: ToReader) => void; reject: (error: unknown) => void } | undefined;
  private failure: unknown;

  push(message: ToReader): void {
    const waiter = this.waiter;
    this.waiter = undefined;
    if (waiter) waiter.resolve(message);
    else this.queue.push(message);
  }

  fail(error: unknown): void {
    if (this.failure !== undefined) return;
    this.failure = error;
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.reject(error);
  }

  next(): Promise<ToReader> {
    const message = this.queue.shift();
    if (message) return Promise.resolve(message);
    if (this.failure !== undefined) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
    });
  }
}

function unexpected(message: ToReader): Error {
  return new Error(`The workbook reader sent "${message.type}" out of turn`);
}

/** A reading thread; one that ended a workbook in good order reads the next, others are ended. */
interface ReaderThread {
  worker: Worker;
  heapMb: number;
  jobs: number;
  alive: boolean;
  idleTimer: NodeJS.Timeout | undefined;
}

/** A thread left idle this long is ended, and its memory with it. */
const IDLE_THREAD_MS = 5 * 60_000;
/** A thread is ended after this many workbooks, so nothing builds up in it. */
const JOBS_PER_THREAD = 200;

const idleThreads: ReaderThread[] = [];

/** Threads waiting for the next workbook in this process (for tests and diagnostics). */
export function countIdleReaderThreads(): number {
  return idleThreads.length;
}

function startThread(heapMb: number): ReaderThread {
  const worker = new Worker(BOOT, {
    eval: true,
    execArgv: [],
    workerData: { tsx: TSX_API, entry: WORKER_FILE },
    resourceLimits: { maxOldGenerationSizeMb: heapMb, stackSizeMb: 4 },
  });
  const thread: ReaderThread = { worker, heapMb, jobs: 0, alive: true, idleTimer: undefined };
  worker.once('exit', () => {
    thread.alive = false;
    clearTimeout(thread.idleTimer);
    const index = idleThreads.indexOf(thread);
    if (index >= 0) idleThreads.splice(index, 1);
  });
  // Errors come to each job's listener; this one keeps an idle thread's end from being unhandled.
  worker.on('error', () => undefined);
  return thread;
}

function takeThread(heapMb: number): ReaderThread {
  for (let thread = idleThreads.pop(); thread; thread = idleThreads.pop()) {
    clearTimeout(thread.idleTimer);
    if (thread.alive && thread.heapMb === heapMb) {
      thread.worker.ref();
      return thread;
    }
    void thread.worker.terminate();
  }
  return startThread(heapMb);
}

function endThread(thread: ReaderThread): void {
  thread.alive = false;
  void thread.worker.terminate();
}

function keepThread(thread: ReaderThread): void {
  if (!thread.alive || thread.jobs >= JOBS_PER_THREAD) return endThread(thread);
  thread.worker.unref();
  thread.idleTimer = setTimeout(() => endThread(thread), IDLE_THREAD_MS);
  thread.idleTimer.unref();
  idleThreads.push(thread);
}

/** How long a thread gets to stop a workbook the reader refused itself before it is ended instead. */
const STOP_GRACE_MS = 2000;

let lastJobId = 0;

/** Reads the workbook in a reading thread whose heap and time are limited, handing its rows to `sink`. */
async function readInThread(buffer: Buffer, sink: RowSink, sheets: number, limits: ImportLimits) {
  const thread = takeThread(limits.heapMb);
  const { worker } = thread;
  const id = (lastJobId += 1);
  const inbox = new Inbox();
  /** The thread has ended this job (done, refused, stopped) and waits for the next. */
  let idle = false;
  /** The thread itself failed: it ran out of memory or time, or stopped. */
  let broken = false;
  const answer = (type: RowsAnswer) => worker.postMessage({ type, id } satisfies ToWorker);
  const next = async () => {
    const message = await inbox.next();
    if (message.type === 'done' || message.type === 'refused' || message.type === 'stopped') idle = true;
    if (message.type === 'refused') throw new SpreadsheetError(message.message, message.details);
    return message;
  };
  const onMessage = (message: ToReader) => inbox.push(message);
  const onError = (error: Error & { code?: string }) => {
    broken = true;
    inbox.fail(
      error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new SpreadsheetError(FILE_MESSAGES.tooLarge) : error,
    );
  };
  const onExit = (code: number) => {
    broken = true;
    inbox.fail(new Error(`The workbook reader stopped (exit code ${code})`));
  };
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);
  const timer = setTimeout(() => {
    broken = true;
    inbox.fail(new SpreadsheetError(FILE_MESSAGES.tookTooLong));
    endThread(thread);
  }, limits.timeLimitMs);
  thread.jobs += 1;
  worker.postMessage({ type: 'job', id, job: { file: buffer, sheets, limits } } satisfies ToWorker);

  const readSheet = async (start: { name: string; position: number }) => {
    const info: SheetInfo = { name: start.name, position: start.position, headers: [] };
    const problems: RowProblem[] = [];
    let ended = false;
    let holdingBatch = false;
    async function* rows(): AsyncGenerator<SheetRow> {
      for (;;) {
        const message = await next();
        if (message.type === 'sheetEnd') {
          ended = true;
          return;
        }
        if (message.type !== 'rows') throw unexpected(message);
        info.headers = message.batch.headers;
        problems.push(...message.batch.problems);
        holdingBatch = true;
        for (const row of message.batch.rows) yield row;
        holdingBatch = false;
        answer('more');
      }
    }
    await sink(info, rows(), problems);
    if (ended) return;
    // The sink left before the sheet's end: the reader skips the rest of it.
    if (holdingBatch) answer('skip');
    for (;;) {
      const message = await next();
      if (message.type === 'sheetEnd') return;
      if (message.type !== 'rows') throw unexpected(message);
      answer('skip');
    }
  };

  /** After the sink refused the file: the thread stops the workbook and can read the next one. */
  const stop = async (): Promise<boolean> => {
    answer('stop');
    const grace = setTimeout(() => inbox.fail(new Error('The workbook reader did not stop')), STOP_GRACE_MS);
    try {
      while (!idle) {
        const message = await next().catch((error: unknown) => {
          if (error instanceof SpreadsheetError && idle) return undefined;
          throw error;
        });
        if (message?.type === 'rows') answer('stop');
      }
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(grace);
    }
  };

  try {
    for (;;) {
      const message = await next();
      if (message.type === 'done') return;
      if (message.type !== 'sheet') throw unexpected(message);
      await readSheet(message);
    }
  } finally {
    clearTimeout(timer);
    const reusable = idle || (!broken && (await stop()));
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    if (reusable && !broken) keepThread(thread);
    else endThread(thread);
  }
}

/**
 * Streams the visible sheets of an .xlsx in workbook order: header row 4, data rows from row 5, each
 * row's cells as values. The zip's directory is held to `limits` before anything is unpacked; the
 * workbook is then read in a thread of its own whose heap and time are limited, so a file that unpacks
 * to far more than it says cannot take the server's memory. Rows come in batches, the next one read
 * only when `sink` has taken the last.
 */
export async function readWorkbook(
  buffer: Buffer,
  sink: RowSink,
  options: { sheets: number; limits?: ImportLimits },
): Promise<void> {
  checkFileKind(buffer);
  const limits = options.limits ?? readImportLimits();
  checkZipArchive(buffer, limits);
  const release = await turns.take(limits);
  try {
    await readInThread(buffer, sink, options.sheets, limits);
  } finally {
    release();
  }
}
