import zlib from 'node:zlib';
import type { ImportLimits } from './import-limits.ts';
import { FILE_MESSAGES, SpreadsheetError } from './spreadsheet-error.ts';

/**
 * The zip container of an .xlsx, read from its central directory without unpacking anything, and
 * unpacked part by part no further than each part's stated size. Only what Excel writes is accepted:
 * one disk, stored or deflated parts, no encryption, no ZIP64 (an .xlsx small enough to upload never
 * needs it), no parts that share or overlap their bytes.
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the part's local header starts. */
  headerOffset: number;
  /** Where its packed bytes start. */
  dataOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const FLAG_UTF8 = 0x0800;

const damaged = () => new SpreadsheetError(FILE_MESSAGES.damaged);
const tooLarge = () => new SpreadsheetError(FILE_MESSAGES.tooLarge);

function findEndOfDirectory(archive: Buffer): number {
  const lowest = Math.max(0, archive.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let offset = archive.length - END_RECORD_SIZE; offset >= lowest; offset -= 1) {
    if (
      archive.readUInt32LE(offset) === END_OF_DIRECTORY &&
      offset + END_RECORD_SIZE + archive.readUInt16LE(offset + 20) === archive.length
    )
      return offset;
  }
  throw damaged();
}

/**
 * The parts listed in the central directory, checked against their local headers. Refuses a damaged
 * or unusual container with FILE_MESSAGES.damaged and more than `maxEntries` parts with
 * FILE_MESSAGES.tooLarge, before reading the parts.
 */
export function readZipDirectory(archive: Buffer, options: { maxEntries: number }): ZipEntry[] {
  if (archive.length < END_RECORD_SIZE) throw damaged();
  const end = findEndOfDirectory(archive);
  const disk = archive.readUInt16LE(end + 4);
  const directoryDisk = archive.readUInt16LE(end + 6);
  const entriesOnDisk = archive.readUInt16LE(end + 8);
  const entryCount = archive.readUInt16LE(end + 10);
  const directorySize = archive.readUInt32LE(end + 12);
  const directoryOffset = archive.readUInt32LE(end + 16);
  const zip64 =
    entryCount === 0xffff ||
    directorySize === 0xffffffff ||
    directoryOffset === 0xffffffff ||
    (end >= 20 && archive.readUInt32LE(end - 20) === ZIP64_LOCATOR);
  if (zip64 || disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) throw damaged();
  if (entryCount > options.maxEntries) throw tooLarge();
  const directoryEnd = directoryOffset + directorySize;
  if (directoryEnd > end) throw damaged();

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let position = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (position + 46 > directoryEnd || archive.readUInt32LE(position) !== DIRECTORY_ENTRY) throw damaged();
    const flags = archive.readUInt16LE(position + 8);
    const method = archive.readUInt16LE(position + 10);
    const crc32 = archive.readUInt32LE(position + 16);
    const compressedSize = archive.readUInt32LE(position + 20);
    const uncompressedSize = archive.readUInt32LE(position + 24);
    const nameLength = archive.readUInt16LE(position + 28);
    const extraLength = archive.readUInt16LE(position + 30);
    const commentLength = archive.readUInt16LE(position + 32);
    const startDisk = archive.readUInt16LE(position + 34);
    const headerOffset = archive.readUInt32LE(position + 42);
    const nameStart = position + 46;
    position = nameStart + nameLength + extraLength + commentLength;
    if (position > directoryEnd) throw damaged();
    if (
      flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION) ||
      (method !== 0 && method !== 8) ||
      startDisk !== 0 ||
      compressedSize === 0xffffffff ||
      uncompressedSize === 0xffffffff ||
      headerOffset === 0xffffffff ||
      (method === 0 && compressedSize !== uncompressedSize) ||
      nameLength === 0
    )
      throw damaged();
    const nameBytes = archive.subarray(nameStart, nameStart + nameLength);
    const name = nameBytes.toString(flags & FLAG_UTF8 ? 'utf8' : 'latin1');
    if (names.has(name)) throw damaged();
    names.add(name);

    // The local header must name the same part and leave its bytes before the central directory.
    if (headerOffset + 30 > directoryOffset || archive.readUInt32LE(headerOffset) !== LOCAL_HEADER)
      throw damaged();
    const localMethod = archive.readUInt16LE(headerOffset + 8);
    const localNameLength = archive.readUInt16LE(headerOffset + 26);
    const localExtraLength = archive.readUInt16LE(headerOffset + 28);
    const dataOffset = headerOffset + 30 + localNameLength + localExtraLength;
    if (
      localMethod !== method ||
      !archive.subarray(headerOffset + 30, headerOffset + 30 + localNameLength).equals(nameBytes) ||
      dataOffset + compressedSize > directoryOffset
    )
      throw damaged();
    entries.push({ name, method, crc32, compressedSize, uncompressedSize, headerOffset, dataOffset });
  }
  if (position !== directoryEnd) throw damaged();

  // Parts that share bytes make a small file unpack many times over: Excel never writes them.
  const byOffset = [...entries].sort((a, b) => a.headerOffset - b.headerOffset);
  for (let index = 1; index < byOffset.length; index += 1) {
    const before = byOffset[index - 1];
    const entry = byOffset[index];
    if (before && entry && before.dataOffset + before.compressedSize > entry.headerOffset) throw damaged();
  }
  return entries;
}

/** Which limit the stated sizes break, in words for the log; undefined when none. */
export function findLimitBreach(entries: readonly ZipEntry[], limits: ImportLimits): string | undefined {
  if (entries.length > limits.maxEntries) return `${entries.length} parts`;
  let total = 0;
  for (const entry of entries) {
    const size = entry.uncompressedSize;
    if (size > limits.maxPartBytes) return `part ${entry.name} unpacks to ${size} bytes`;
    if (size > limits.ratioFromBytes && size > limits.maxRatio * Math.max(1, entry.compressedSize))
      return `part ${entry.name} unpacks ${Math.round(size / Math.max(1, entry.compressedSize))} times its size`;
    total += size;
  }
  return total > limits.maxTotalBytes ? `parts unpack to ${total} bytes` : undefined;
}

/** Reads the directory and refuses a file whose stated sizes break the limits; nothing is unpacked. */
export function checkZipArchive(archive: Buffer, limits: ImportLimits): ZipEntry[] {
  const entries = readZipDirectory(archive, { maxEntries: limits.maxEntries });
  if (findLimitBreach(entries, limits)) throw tooLarge();
  return entries;
}

const CHUNK = 64 * 1024;

/**
 * A part's unpacked bytes in chunks. Stops with FILE_MESSAGES.tooLarge as soon as it unpacks past its
 * stated size (a header that lies), and with FILE_MESSAGES.damaged when it ends short or its checksum
 * differs.
 */
export async function* unpackEntry(archive: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const packed = archive.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let total = 0;
  let crc = 0;
  if (entry.method === 0) {
    for (let start = 0; start < packed.length; start += CHUNK) {
      const chunk = packed.subarray(start, start + CHUNK);
      total += chunk.length;
      crc = zlib.crc32(chunk, crc);
      yield chunk;
    }
  } else {
    const inflater = zlib.createInflateRaw({ chunkSize: CHUNK });
    inflater.on('error', () => undefined);
    inflater.end(packed);
    const chunks = inflater[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    try {
      for (;;) {
        let step: IteratorResult<Buffer>;
        try {
          step = await chunks.next();
        } catch {
          throw damaged();
        }
        if (step.done) break;
        total += step.value.length;
        if (total > entry.uncompressedSize) throw tooLarge();
        crc = zlib.crc32(step.value, crc);
        yield step.value;
      }
    } finally {
      inflater.destroy();
    }
  }
  if (total !== entry.uncompressedSize || crc !== entry.crc32) throw damaged();
}

/** A whole part as one Buffer (for the small parts: the workbook and its relationships). */
export async function readEntry(archive: Buffer, entry: ZipEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of unpackEntry(archive, entry)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A part for `writePlainParts`: the bytes of an entry of the upload, or bytes made here. */
export interface PlainPart {
  name: string;
  size: number;
  crc32: number;
  chunks: () => AsyncIterable<Buffer>;
}

export function partFromEntry(archive: Buffer, entry: ZipEntry, name = entry.name): PlainPart {
  return {
    name,
    size: entry.uncompressedSize,
    crc32: entry.crc32,
    chunks: () => unpackEntry(archive, entry),
  };
}

export function partFromBytes(name: string, bytes: Buffer): PlainPart {
  return {
    name,
    size: bytes.length,
    crc32: zlib.crc32(bytes),
    chunks: async function* () {
      yield bytes;
    },
  };
}

function localHeader(part: PlainPart): Buffer {
  const name = Buffer.from(part.name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(10, 4);
  header.writeUInt16LE(FLAG_UTF8, 6);
  header.writeUInt16LE(0, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(0x21, 12);
  header.writeUInt32LE(part.crc32, 14);
  header.writeUInt32LE(part.size, 18);
  header.writeUInt32LE(part.size, 22);
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, name]);
}

/**
 * The given parts as a zip stream, stored (not compressed) one after the other, for a reader that reads
 * a zip front to back: it sees only these parts, each exactly its checked size, unpacked here once and
 * as it reads. There is no central directory: such a reader does not need one.
 */
export async function* writePlainParts(parts: readonly PlainPart[]): AsyncGenerator<Buffer> {
  for (const part of parts) {
    yield localHeader(part);
    yield* part.chunks();
  }
}
