import zlib from 'node:zlib';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readImportLimits } from './import-limits.ts';
import { buildWorkbook, filingHeaders } from './import-test-files.ts';
import { deflatePart, deflateRepeated, readParts, writeZip, type ZipPart } from './import-test-zips.ts';
import { FILE_MESSAGES } from './spreadsheet-error.ts';
import { checkZipArchive, findLimitBreach, readEntry, readZipDirectory, unpackEntry } from './zip-archive.ts';

const MB = 1024 * 1024;
const limits = readImportLimits();
const workbook = await buildWorkbook([
  {
    name: 'NEC',
    headers: filingHeaders('Type_1099_NEC', 2025),
    rows: [{ "Payee's TIN": '27-1234567', 'Business Name': 'Acme' }],
  },
]);

const read = (zip: Buffer) => readZipDirectory(zip, { maxEntries: 2000 });
const firstEntry = (zip: Buffer) => {
  const [entry] = read(zip);
  if (!entry) throw new Error('the zip has no entry');
  return entry;
};
const message = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('zip central directory', () => {
  it("lists a workbook's parts with the sizes JSZip reads, without unpacking", async () => {
    const entries = read(workbook);
    const zip = await JSZip.loadAsync(workbook);
    const names = Object.keys(zip.files);
    expect(entries.map((entry) => entry.name).sort()).toEqual(names.sort());
    const sheet = entries.find((entry) => entry.name === 'xl/worksheets/sheet1.xml');
    const text = await zip.file('xl/worksheets/sheet1.xml')?.async('nodebuffer');
    expect(sheet?.uncompressedSize).toBe(text?.length);
    expect(sheet && (await readEntry(workbook, sheet)).equals(text ?? Buffer.alloc(0))).toBe(true);
    // A zip comment after the end record is allowed.
    expect(read(writeZip(readParts(workbook), { comment: 'saved by a tool' }))).toHaveLength(entries.length);
  });

  it('calls a malformed or ZIP64 container damaged', () => {
    const parts = readParts(workbook);
    const zip = writeZip(parts);
    const end = zip.length - 22;
    const damaged = (bytes: Buffer) => message(() => read(bytes));
    const patched = (at: number, write: (copy: Buffer) => void) => {
      const copy = Buffer.from(zip);
      write(copy);
      return copy.subarray(0, at === -1 ? copy.length : at);
    };

    expect(damaged(zip.subarray(0, zip.length - 5))).toBe(FILE_MESSAGES.damaged); // cut short
    expect(damaged(Buffer.from('PK\x03\x04'))).toBe(FILE_MESSAGES.damaged);
    // ZIP64: the end record's counts or offsets say "see the ZIP64 record".
    expect(damaged(patched(-1, (copy) => copy.writeUInt16LE(0xffff, end + 10)))).toBe(FILE_MESSAGES.damaged);
    expect(damaged(patched(-1, (copy) => copy.writeUInt32LE(0xffffffff, end + 16)))).toBe(
      FILE_MESSAGES.damaged,
    );
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    expect(damaged(Buffer.concat([zip.subarray(0, end), locator, zip.subarray(end)]))).toBe(
      FILE_MESSAGES.damaged,
    );
    // A part whose sizes live in a ZIP64 extra field.
    const [first, ...rest] = parts as [ZipPart, ...ZipPart[]];
    expect(damaged(writeZip([{ ...first, size: 0xffffffff }, ...rest]))).toBe(FILE_MESSAGES.damaged);
    // The central directory pointing past itself, or its count wrong.
    expect(damaged(patched(-1, (copy) => copy.writeUInt32LE(end + 100, end + 16)))).toBe(
      FILE_MESSAGES.damaged,
    );
    expect(damaged(patched(-1, (copy) => copy.writeUInt16LE(parts.length + 1, end + 10)))).toBe(
      FILE_MESSAGES.damaged,
    );
    // Multi-disk archives.
    expect(damaged(patched(-1, (copy) => copy.writeUInt16LE(1, end + 4)))).toBe(FILE_MESSAGES.damaged);
    // Encrypted parts, methods other than stored and deflated, stored parts whose sizes differ.
    expect(damaged(writeZip([{ ...first, flags: 0x0801 }, ...rest]))).toBe(FILE_MESSAGES.damaged);
    expect(damaged(writeZip([{ ...first, method: 12 }, ...rest]))).toBe(FILE_MESSAGES.damaged);
    expect(damaged(writeZip([{ ...first, method: 0 }, ...rest]))).toBe(FILE_MESSAGES.damaged);
    // The same name twice.
    expect(damaged(writeZip([first, ...rest, first]))).toBe(FILE_MESSAGES.damaged);
    // A local header that names another part than the directory does.
    const renamed = Buffer.from(zip);
    renamed.write('Y', 30); // the first local header's name starts at byte 30
    expect(damaged(renamed)).toBe(FILE_MESSAGES.damaged);
  });

  it('calls parts that share their bytes damaged (the overlapping-files zip bomb)', () => {
    const a = deflatePart('a.xml', 'x'.repeat(1000));
    const b = deflatePart('b.xml', 'y'.repeat(1000));
    const zip = writeZip([a, b]);
    expect(read(zip)).toHaveLength(2);
    // Stretch a's stated packed size over b, so that unpacking a would unpack b's bytes too.
    const copy = Buffer.from(zip);
    const directory = copy.readUInt32LE(copy.length - 22 + 16);
    copy.writeUInt32LE(a.packed.length + 30 + 'b.xml'.length + b.packed.length, directory + 20);
    expect(message(() => read(copy))).toBe(FILE_MESSAGES.damaged);
  });

  it('holds the stated sizes to the limits: part, total, parts, ratio above the floor', () => {
    const part = (name: string, size: number, packed: number): ZipPart => ({
      name,
      method: 8,
      packed: Buffer.alloc(packed),
      crc32: 0,
      size,
    });
    const breach = (parts: ZipPart[]) => findLimitBreach(read(writeZip(parts)), limits);
    expect(breach([part('sheet.xml', 50 * MB, 5 * MB)])).toBeUndefined();
    expect(breach([part('sheet.xml', 50 * MB + 1, 5 * MB)])).toMatch(/unpacks to/);
    expect(breach([part('a.xml', 40 * MB, 4 * MB), part('b.xml', 40 * MB, 4 * MB)])).toBeUndefined();
    expect(
      breach([
        part('a.xml', 40 * MB, 4 * MB),
        part('b.xml', 40 * MB, 4 * MB),
        part('c.xml', 21 * MB, 3 * MB),
      ]),
    ).toMatch(/parts unpack to/);
    // 100:1 is allowed, more is not, but only for parts above 1 MB.
    expect(breach([part('a.xml', 10_000_000, 100_000)])).toBeUndefined();
    expect(breach([part('a.xml', 10_000_000, 99_999)])).toMatch(/times its size/);
    expect(breach([part('small.xml', MB, 100)])).toBeUndefined();
    const many = Array.from({ length: 2001 }, (_, index) => part(`p${index}.xml`, 1, 1));
    expect(message(() => checkZipArchive(writeZip(many), limits))).toBe(FILE_MESSAGES.tooLarge);
    expect(message(() => checkZipArchive(writeZip(many.slice(0, 2000)), limits))).toBe('no error');
  });
});

describe('unpacking a part', () => {
  it('stops as soon as a part unpacks past its stated size', async () => {
    const bomb = deflateRepeated('<sst>', '<si><t>a</t></si>', 1024 * MB, '</sst>');
    const zip = writeZip([
      { name: 'xl/sharedStrings.xml', method: 8, packed: bomb.packed, crc32: 0, size: 5000 },
    ]);
    const entry = firstEntry(zip);
    let unpacked = 0;
    const started = performance.now();
    await expect(
      (async () => {
        for await (const chunk of unpackEntry(zip, entry)) unpacked += chunk.length;
      })(),
    ).rejects.toThrow(FILE_MESSAGES.tooLarge);
    expect(unpacked).toBeLessThanOrEqual(5000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('calls a part damaged when it ends short, fails to inflate or its checksum differs', async () => {
    const text = Buffer.from('<worksheet>'.repeat(100));
    const good = deflatePart('a.xml', text);
    const unpack = (part: ZipPart) => {
      const zip = writeZip([part]);
      return readEntry(zip, firstEntry(zip));
    };
    expect((await unpack(good)).equals(text)).toBe(true);
    await expect(unpack({ ...good, size: text.length + 1 })).rejects.toThrow(FILE_MESSAGES.damaged);
    await expect(unpack({ ...good, crc32: good.crc32 ^ 1 })).rejects.toThrow(FILE_MESSAGES.damaged);
    await expect(unpack({ ...good, packed: Buffer.from([0xff, 0xff, 0xff, 0xff]) })).rejects.toThrow(
      FILE_MESSAGES.damaged,
    );
    const stored: ZipPart = {
      name: 'b.xml',
      method: 0,
      packed: text,
      crc32: zlib.crc32(text),
      size: text.length,
    };
    expect((await unpack(stored)).equals(text)).toBe(true);
  });
});
