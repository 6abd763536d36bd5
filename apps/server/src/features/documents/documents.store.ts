import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import { documentDownloadChunks } from './documents.table.ts';

/** Bytes per stored chunk: large enough to keep the rows few, small enough to keep memory flat. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * Collects written bytes and stores them as numbered chunks of a download, each sealed with the
 * encryption key (the copies carry TINs; TINs are encrypted at rest).
 */
export class ChunkStore {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private seq = 0;
  total = 0;

  constructor(
    private readonly db: Db,
    private readonly encryptor: Encryptor,
    private readonly downloadId: number,
  ) {}

  async write(chunk: Buffer): Promise<void> {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    this.total += chunk.length;
    while (this.pendingBytes >= CHUNK_BYTES) {
      const all = Buffer.concat(this.pending);
      await this.store(all.subarray(0, CHUNK_BYTES));
      const rest = all.subarray(CHUNK_BYTES);
      this.pending = rest.length > 0 ? [Buffer.from(rest)] : [];
      this.pendingBytes = rest.length;
    }
  }

  async flush(): Promise<void> {
    if (this.pendingBytes > 0) await this.store(Buffer.concat(this.pending));
    this.pending = [];
    this.pendingBytes = 0;
  }

  private async store(data: Buffer): Promise<void> {
    await this.db
      .insert(documentDownloadChunks)
      .values({ downloadId: this.downloadId, seq: this.seq, data: this.encryptor.encryptBytes(data) });
    this.seq += 1;
  }
}

export async function clearChunks(db: Db, downloadId: number): Promise<void> {
  await db.delete(documentDownloadChunks).where(eq(documentDownloadChunks.downloadId, downloadId));
}

/** The stored bytes, one chunk read and opened at a time. */
export async function* readChunks(db: Db, encryptor: Encryptor, downloadId: number): AsyncGenerator<Buffer> {
  let seq = -1;
  for (;;) {
    const [row] = await db
      .select({ seq: documentDownloadChunks.seq, data: documentDownloadChunks.data })
      .from(documentDownloadChunks)
      .where(and(eq(documentDownloadChunks.downloadId, downloadId), gt(documentDownloadChunks.seq, seq)))
      .orderBy(asc(documentDownloadChunks.seq))
      .limit(1);
    if (!row) return;
    seq = row.seq;
    yield encryptor.decryptBytes(row.data);
  }
}
