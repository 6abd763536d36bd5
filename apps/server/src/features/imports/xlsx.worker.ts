// A thread that reads uploaded workbooks one at a time (started by readWorkbook in xlsx-reader.ts with
// a heap limit): it sends each workbook's rows in batches and waits for each batch to be taken.
import { parentPort } from 'node:worker_threads';
import { SpreadsheetError } from './spreadsheet-error.ts';
import { parseWorkbook, type ParseJob, type ToReader, type ToWorker } from './xlsx-parse.ts';

const port = parentPort;
if (!port) throw new Error('xlsx.worker.ts runs as a worker thread');
const send = (message: ToReader) => port.postMessage(message);

let answer: ((reply: 'more' | 'skip') => void) | undefined;

async function read(job: ParseJob): Promise<void> {
  try {
    await parseWorkbook(
      Buffer.from(job.file.buffer, job.file.byteOffset, job.file.byteLength),
      { sheets: job.sheets, limits: job.limits },
      {
        sheet: (info) => send({ type: 'sheet', ...info }),
        rows: (batch) =>
          new Promise((resolve) => {
            answer = resolve;
            send({ type: 'rows', batch });
          }),
        sheetEnd: () => send({ type: 'sheetEnd' }),
      },
    );
    send({ type: 'done' });
  } catch (error) {
    if (!(error instanceof SpreadsheetError)) throw error;
    send({ type: 'refused', message: error.message, details: error.details });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'job') {
    read(message.job).catch((error: unknown) => {
      // Ends the thread; the reader reports it as a failure of the server, not of the file.
      setImmediate(() => {
        throw error;
      });
    });
    return;
  }
  const waiting = answer;
  answer = undefined;
  waiting?.(message.type);
});
