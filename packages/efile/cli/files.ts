import fs from 'node:fs';
import { CliError } from './arguments.ts';

/** Size and first 64 KB (as latin1, byte for byte) of a file, with one-sentence errors. */
export function openInput(file: string): { size: number; head: string } {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new CliError(`File not found: ${file}`);
  }
  if (stat.isDirectory()) throw new CliError(`${file} is a folder, not a file.`);
  const handle = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(stat.size, 65_536));
    fs.readSync(handle, buffer, 0, buffer.length, 0);
    return { size: stat.size, head: buffer.toString('latin1') };
  } finally {
    fs.closeSync(handle);
  }
}

/** Chunks of the file as text: latin1 for Pub 1220 (one character per byte), UTF-8 for XML. */
export async function* readChunks(file: string, encoding: 'latin1' | 'utf8'): AsyncGenerator<string> {
  for await (const chunk of fs.createReadStream(file, { encoding, highWaterMark: 1 << 16 }))
    yield String(chunk);
}
