import type { QueryClient } from '@tanstack/react-query';
import { appConfigQueryKey } from '../app-config/appConfig.query.ts';
import { sessionQueryKey } from './session.query.ts';

/** Query keys that belong to no account: they survive sign-out and switching accounts. */
const KEPT_QUERIES = new Set<unknown>([appConfigQueryKey[0], sessionQueryKey[0]]);

/**
 * Drops every cached answer that belonged to the previous account (or user). `keep` names queries
 * to leave alone, such as one whose own request is doing the sign-out (removing a running query
 * would leave its page waiting for ever).
 */
export function removeAccountQueries(queryClient: QueryClient, keep: readonly string[] = []): void {
  queryClient.removeQueries({
    predicate: (query) => !KEPT_QUERIES.has(query.queryKey[0]) && !keep.includes(String(query.queryKey[0])),
  });
}
