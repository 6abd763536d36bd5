import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ZipWriter } from './zip-writer.ts';

/** The entries of a stored zip, read from its central directory. */
function readZip(zip: Buffer): { name: string; data: Buffer }[] {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; data: Buffer }[] = [];
  for (let n = 0; n < count; n++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = offset + 30 + zip.readUInt16LE(offset + 26);
    const data = zip.subarray(local, local + size);
    expect(zlib.crc32(data)).toBe(crc);
    entries.push({ name, data });
    at += 46 + nameLength;
  }
  return entries;
}

describe('ZipWriter', () => {
  it('writes each entry as it comes, with unique UTF-8 names, readable from the directory', async () => {
    const chunks: Buffer[] = [];
    const zip = new ZipWriter(async (chunk) => {
      chunks.push(chunk);
    });
    const files = [
      ['Zoë Müller.pdf', Buffer.from('%PDF-1 first')],
      ['Zoë Müller.pdf', Buffer.from('%PDF-1 second')],
      ['empty.pdf', Buffer.alloc(0)],
    ] as const;
    for (const [name, data] of files) await zip.add(zip.uniqueName(name), data);
    const beforeFinish = Buffer.concat(chunks).length;
    await zip.finish();
    const bytes = Buffer.concat(chunks);
    expect(zip.size).toBe(bytes.length);
    expect(beforeFinish).toBeGreaterThan(0);
    expect(readZip(bytes).map((entry) => [entry.name, entry.data.toString()])).toEqual([
      ['Zoë Müller.pdf', '%PDF-1 first'],
      ['Zoë Müller (2).pdf', '%PDF-1 second'],
      ['empty.pdf', ''],
    ]);
  });
});
