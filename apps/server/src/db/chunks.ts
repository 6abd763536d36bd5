/**
 * PostgreSQL takes at most 65,535 parameters in one statement, so a list of ids from a large run
 * (up to 100,000 filings in one Generate) is read or written in parts.
 */
export const ID_CHUNK = 10_000;

export function chunked<T>(items: readonly T[], size = ID_CHUNK): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/** Runs a read for each part of the ids, one after the other, and joins the rows. */
export async function selectInChunks<T, R>(
  ids: readonly T[],
  read: (part: T[]) => Promise<R[]>,
): Promise<R[]> {
  const rows: R[] = [];
  for (const part of chunked(ids)) rows.push(...(await read(part)));
  return rows;
}
