import zlib from 'node:zlib';
import { buildWorkbook, filingHeaders, PAYEE_HEADERS } from './import-test-files.ts';
import { readZipDirectory } from './zip-archive.ts';

/**
 * Zip files made byte by byte for the tests: a workbook with one part swapped for one that unpacks to
 * gigabytes, or whose header states a size smaller than what it unpacks to.
 */
export interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated (or anything else, to see it refused). */
  method: number;
  packed: Buffer;
  crc32: number;
  /** The unpacked size the headers state. */
  size: number;
  flags?: number;
}

/** A zip of `parts` in order: local headers and data, then the central directory and its end record. */
export function writeZip(parts: readonly ZipPart[], options: { comment?: string } = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.flags ?? 0x0800, 6);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc32, 14);
    local.writeUInt32LE(part.packed.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, part.packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(part.flags ?? 0x0800, 8);
    entry.writeUInt16LE(part.method, 10);
    entry.writeUInt32LE(part.crc32, 16);
    entry.writeUInt32LE(part.packed.length, 20);
    entry.writeUInt32LE(part.size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += 30 + name.length + part.packed.length;
  }
  const directory = Buffer.concat(central);
  const comment = Buffer.from(options.comment ?? '', 'utf8');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...locals, directory, end, comment]);
}

/** The parts of a zip as they are packed, to put together again with one changed. */
export function readParts(zip: Buffer): ZipPart[] {
  return readZipDirectory(zip, { maxEntries: 65_535 }).map((entry) => ({
    name: entry.name,
    method: entry.method,
    packed: zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize),
    crc32: entry.crc32,
    size: entry.uncompressedSize,
  }));
}

export function deflatePart(name: string, content: Buffer | string): ZipPart {
  const bytes = Buffer.from(content);
  return {
    name,
    method: 8,
    packed: zlib.deflateRawSync(bytes),
    crc32: zlib.crc32(bytes),
    size: bytes.length,
  };
}

/**
 * `prefix`, then `unit` repeated to about `bytes`, then `suffix`, deflated cheaply: one deflated
 * segment of the repeated unit (a full flush makes it stand alone) is repeated as many times as
 * needed, so gigabytes pack into a few megabytes without being made. The checksum is not computed.
 */
export function deflateRepeated(
  prefix: string,
  unit: string,
  bytes: number,
  suffix: string,
): { packed: Buffer; size: number } {
  const segmentText = Buffer.from(unit.repeat(Math.ceil((4 * 1024 * 1024) / unit.length)));
  const flush = { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 9 };
  const head = zlib.deflateRawSync(Buffer.from(prefix), flush);
  const segment = zlib.deflateRawSync(segmentText, flush);
  const tail = zlib.deflateRawSync(Buffer.from(suffix));
  const count = Math.max(1, Math.round(bytes / segmentText.length));
  return {
    packed: Buffer.concat([head, ...Array.from({ length: count }, () => segment), tail]),
    size: prefix.length + count * segmentText.length + suffix.length,
  };
}

/** A workbook with its part `name` replaced by `replacement` (added if the workbook lacks it). */
export function replacePart(workbook: Buffer, replacement: ZipPart): Buffer {
  const parts = readParts(workbook);
  const index = parts.findIndex((part) => part.name === replacement.name);
  if (index >= 0) parts[index] = replacement;
  else parts.push(replacement);
  return writeZip(parts);
}

const SST_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

/** A payee workbook whose shared strings hold one string of `bytes` letters (packs about 1000:1). */
export async function hugeStringWorkbook(bytes: number): Promise<Buffer> {
  const base = await buildWorkbook([{ name: 'Payees', headers: PAYEE_HEADERS, rows: [] }]);
  const xml = `${SST_HEAD}<si><t>${'a'.repeat(bytes)}</t></si></sst>`;
  return replacePart(base, deflatePart('xl/sharedStrings.xml', xml));
}

/**
 * A 1099-NEC workbook with the template's headers and `count` rows of one blank cell after them:
 * nothing to import, but every row is read (300,000 rows take seconds).
 */
export async function blankRowsWorkbook(count: number): Promise<Buffer> {
  const base = await buildWorkbook([
    { name: 'NEC', headers: filingHeaders('Type_1099_NEC', 2025), rows: [] },
  ]);
  const sheet = readParts(base).find((part) => part.name === 'xl/worksheets/sheet1.xml');
  if (!sheet) throw new Error('the workbook has no sheet1.xml');
  const xml = zlib.inflateRawSync(sheet.packed).toString('utf8');
  const end = xml.indexOf('</sheetData>');
  const rows = Array.from(
    { length: count },
    (_, index) => `<row r="${index + 5}"><c r="C${index + 5}" s="0"/></row>`,
  );
  return replacePart(base, deflatePart(sheet.name, xml.slice(0, end) + rows.join('') + xml.slice(end)));
}

/** A workbook whose shared strings (many one-letter strings) unpack to `bytes`, stating `statedSize`. */
export async function sharedStringsBomb(bytes: number, statedSize?: number): Promise<Buffer> {
  const base = await buildWorkbook([{ name: 'Payees', headers: PAYEE_HEADERS, rows: [] }]);
  const bomb = deflateRepeated(SST_HEAD, '<si><t>a</t></si>', bytes, '</sst>');
  return replacePart(base, {
    name: 'xl/sharedStrings.xml',
    method: 8,
    packed: bomb.packed,
    crc32: 0,
    size: statedSize ?? bomb.size,
  });
}

/** A 1099-NEC workbook whose sheet (one blank row over and over) unpacks to `bytes`, stating `statedSize`. */
export async function sheetBomb(bytes: number, statedSize?: number): Promise<Buffer> {
  const base = await buildWorkbook([
    { name: 'NEC', headers: filingHeaders('Type_1099_NEC', 2025), rows: [] },
  ]);
  const head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  const bomb = deflateRepeated(head, '<row><c t="n"/></row>', bytes, '</sheetData></worksheet>');
  return replacePart(base, {
    name: 'xl/worksheets/sheet1.xml',
    method: 8,
    packed: bomb.packed,
    crc32: 0,
    size: statedSize ?? bomb.size,
  });
}
