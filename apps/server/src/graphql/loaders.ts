import DataLoader from 'dataloader';
import type { Db } from '../db/database.ts';
import { findDomainsByIds } from '../features/accounts/accounts.service.ts';
import type { DomainRow } from '../features/accounts/accounts.table.ts';
import type { IrisA2aTransmissionRow } from '../features/iris-a2a/iris-a2a.table.ts';
import { findIrisA2aRows } from '../features/iris-a2a/iris-a2a.view.ts';
import { findPayeesByIds } from '../features/payees/payees.service.ts';
import type { PayeeRow } from '../features/payees/payees.table.ts';
import { getOrCreatePayers } from '../features/payers/payers.service.ts';
import type { PayerRow } from '../features/payers/payers.table.ts';

/**
 * Look-ups that field resolvers make once per row, batched: every look-up asked for while one list
 * resolves becomes one statement. They batch but do not cache, so a mutation later in the same
 * request never reads a row from before its change.
 */
export interface RequestLoaders {
  /** The account's payer (created on first use), by account id. */
  payerByDomainId: DataLoader<number, PayerRow>;
  domainById: DataLoader<number, DomainRow | null>;
  payee: DataLoader<PayeeKey, PayeeRow | null>;
  /** An agency transmission's A2A state, null when it was not sent through A2A. */
  irisA2aByTransmissionId: DataLoader<number, IrisA2aTransmissionRow | null>;
}

export interface PayeeKey {
  domainId: number;
  id: number;
}

async function loadPayees(db: Db, keys: readonly PayeeKey[]): Promise<(PayeeRow | null)[]> {
  const idsByDomain = new Map<number, number[]>();
  for (const { domainId, id } of keys) idsByDomain.set(domainId, [...(idsByDomain.get(domainId) ?? []), id]);
  const found = new Map<string, PayeeRow>();
  for (const [domainId, ids] of idsByDomain) {
    for (const payee of await findPayeesByIds(db, domainId, ids)) found.set(`${domainId}:${payee.id}`, payee);
  }
  return keys.map(({ domainId, id }) => found.get(`${domainId}:${id}`) ?? null);
}

export function createLoaders(db: Db): RequestLoaders {
  return {
    payerByDomainId: new DataLoader(
      async (domainIds) => {
        const payers = new Map((await getOrCreatePayers(db, domainIds)).map((p) => [p.domainId, p]));
        return domainIds.map((domainId) => payers.get(domainId) ?? new Error('Payer not found'));
      },
      { cache: false },
    ),
    domainById: new DataLoader(
      async (domainIds) => {
        const domains = new Map((await findDomainsByIds(db, domainIds)).map((d) => [d.id, d]));
        return domainIds.map((domainId) => domains.get(domainId) ?? null);
      },
      { cache: false },
    ),
    payee: new DataLoader((keys) => loadPayees(db, keys), { cache: false }),
    irisA2aByTransmissionId: new DataLoader(
      async (ids) => {
        const rows = new Map((await findIrisA2aRows(db, ids)).map((row) => [row.transmissionId, row]));
        return ids.map((id) => rows.get(id) ?? null);
      },
      { cache: false },
    ),
  };
}
