import zlib from 'node:zlib';

/**
 * A zip written as it goes (the write callback is the caller's stream): each entry's bytes are known when it is added (a finished PDF), so its
 * local header carries the CRC and sizes and nothing is held back but the central directory (about 100
 * bytes per entry). Entries are stored, not deflated: PDFs are compressed already. No ZIP64: the
 * writer refuses to pass 4 GiB or 65,535 entries.
 */
interface CentralEntry {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
}

const LIMIT = 0xffffffff;
const DOS_DATE = (((2026 - 1980) << 9) | (1 << 5) | 1) & 0xffff;

export class ZipWriter {
  private readonly entries: CentralEntry[] = [];
  private offset = 0;
  private readonly names = new Set<string>();

  constructor(private readonly write: (chunk: Buffer) => Promise<void>) {}

  /** A name not used yet in this zip: 'a.pdf', then 'a (2).pdf'. */
  uniqueName(name: string): string {
    let candidate = name;
    for (let n = 2; this.names.has(candidate); n++) candidate = name.replace(/(\.[^.]*)?$/, ` (${n})$1`);
    this.names.add(candidate);
    return candidate;
  }

  async add(name: string, data: Uint8Array): Promise<void> {
    const fileName = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    if (this.offset + 30 + fileName.length + data.length > LIMIT || this.entries.length >= 0xffff) {
      throw new Error('The zip would be larger than 4 GiB or hold more than 65,535 files.');
    }
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6); // UTF-8 names
    header.writeUInt16LE(0, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    header.writeUInt16LE(0, 28);
    this.entries.push({ name: fileName, crc, size: data.length, offset: this.offset });
    await this.write(Buffer.concat([header, fileName]));
    await this.write(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    this.offset += header.length + fileName.length + data.length;
  }

  async finish(): Promise<void> {
    const start = this.offset;
    const parts: Buffer[] = [];
    for (const entry of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(0x0800, 8);
      record.writeUInt16LE(0, 10);
      record.writeUInt16LE(0, 12);
      record.writeUInt16LE(DOS_DATE, 14);
      record.writeUInt32LE(entry.crc, 16);
      record.writeUInt32LE(entry.size, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      record.writeUInt32LE(entry.offset, 42);
      parts.push(record, entry.name);
    }
    const directory = Buffer.concat(parts);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.write(Buffer.concat([directory, end]));
    this.offset += directory.length + end.length;
  }

  get size(): number {
    return this.offset;
  }
}
