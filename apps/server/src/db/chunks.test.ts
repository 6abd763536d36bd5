import { describe, expect, it } from 'vitest';
import { chunked, ID_CHUNK, selectInChunks } from './chunks.ts';

describe('id chunks', () => {
  it('splits a list into parts of at most the chunk size, in order, losing nothing', () => {
    const ids = Array.from({ length: 25_001 }, (_v, i) => i);
    const parts = chunked(ids);
    expect(parts.map((p) => p.length)).toEqual([ID_CHUNK, ID_CHUNK, 5_001]);
    expect(parts.flat()).toEqual(ids);
    expect(chunked([])).toEqual([]);
  });

  it('reads each part once, one after the other, and joins the rows', async () => {
    const seen: number[] = [];
    const rows = await selectInChunks(
      [1, 2, 3, 4, 5].map((n) => n * ID_CHUNK),
      async (part) => {
        seen.push(part.length);
        return part.map((id) => ({ id }));
      },
    );
    expect(seen).toEqual([5]);
    expect(rows.map((r) => r.id)).toEqual([10_000, 20_000, 30_000, 40_000, 50_000]);
  });
});
