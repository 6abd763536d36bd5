import DataLoader from 'dataloader';
import type { Db } from '../../db/database.ts';
import type { RequestContext } from '../../graphql/context.ts';
import type { PayeeRow } from './payees.table.ts';

/**
 * A per-request DataLoader of something each payee has at most one of (its latest W-9 request, its
 * latest TIN check): the payees of one page are read in one query per account instead of one each.
 * `load` answers, for one account's payee ids, the found rows by payee id.
 */
export function createPayeeLoader<Found, Shown = Found>(
  load: (db: Db, domainId: number, payeeIds: number[]) => Promise<Map<number, Found>>,
  show: (found: Found, payee: PayeeRow) => Shown = (found) => found as unknown as Shown,
): (context: RequestContext) => DataLoader<PayeeRow, Shown | null, number> {
  const loaders = new WeakMap<RequestContext, DataLoader<PayeeRow, Shown | null, number>>();
  return (context) => {
    let loader = loaders.get(context);
    if (!loader) {
      loader = new DataLoader(
        async (rows: readonly PayeeRow[]) => {
          const byDomain = new Map<number, number[]>();
          for (const row of rows) byDomain.set(row.domainId, [...(byDomain.get(row.domainId) ?? []), row.id]);
          const found = new Map<number, Found>();
          for (const [domainId, ids] of byDomain)
            for (const [payeeId, item] of await load(context.db, domainId, ids)) found.set(payeeId, item);
          return rows.map((row) => {
            const item = found.get(row.id);
            return item === undefined ? null : show(item, row);
          });
        },
        { cache: false, cacheKeyFn: (row) => row.id },
      );
      loaders.set(context, loader);
    }
    return loader;
  };
}
