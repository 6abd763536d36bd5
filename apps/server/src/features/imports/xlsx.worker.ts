// A thread that reads uploaded workbooks one at a time (started by readWorkbook in xlsx-reader.ts with
// a heap limit): it sends each workbook's rows in batches and waits for each batch to be taken.
import { parentPort } from 'node:worker_threads';
import { SpreadsheetError } from './spreadsheet-error.ts';
import {
  parseWorkbook,
  ReadingStopped,
  type ParseJob,
  type RowsAnswer,
  type ToReader,
  type ToWorker,
} from './xlsx-parse.ts';

const port = parentPort;
if (!port) throw new Error('xlsx.worker.ts runs as a worker thread');
const send = (message: ToReader) => port.postMessage(message);

interface Job {
  id: number;
  stop: boolean;
  answer: ((reply: RowsAnswer) => void) | undefined;
}

let current: Job | undefined;

async function read(job: Job, work: ParseJob): Promise<void> {
  try {
    await parseWorkbook(
      Buffer.from(work.file.buffer, work.file.byteOffset, work.file.byteLength),
      { sheets: work.sheets, limits: work.limits },
      {
        sheet: (info) => send({ type: 'sheet', ...info }),
        rows: (batch) =>
          job.stop
            ? Promise.resolve('stop')
            : new Promise((resolve) => {
                job.answer = resolve;
                send({ type: 'rows', batch });
              }),
        sheetEnd: () => send({ type: 'sheetEnd' }),
      },
    );
    send({ type: 'done' });
  } catch (error) {
    if (error instanceof ReadingStopped) send({ type: 'stopped' });
    else if (error instanceof SpreadsheetError)
      send({ type: 'refused', message: error.message, details: error.details });
    else throw error;
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'job') {
    const job: Job = { id: message.id, stop: false, answer: undefined };
    current = job;
    read(job, message.job).catch((error: unknown) => {
      // Ends the thread; the reader reports it as a failure of the server, not of the file.
      setImmediate(() => {
        throw error;
      });
    });
    return;
  }
  // An answer for an earlier job (a stop crossing that job's end) is not this job's.
  if (!current || message.id !== current.id) return;
  if (message.type === 'stop') current.stop = true;
  const waiting = current.answer;
  current.answer = undefined;
  waiting?.(message.type);
});
