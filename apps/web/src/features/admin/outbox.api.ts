import { domainGraphql } from '../../gql/domain/index.ts';
import type { OutboxMessagesQuery } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';

/** The mail outbox (super admins only): every message the product sent or kept, newest first. */

const OUTBOX_MESSAGES = domainGraphql(`
  query OutboxMessages($pageSize: Int, $pageNumber: Int) {
    outboxMessages(pageSize: $pageSize, pageNumber: $pageNumber) {
      totalCount
      messages {
        id
        to
        subject
        status
        createdAt
        links
        textBody
      }
    }
  }
`);

export type OutboxPage = OutboxMessagesQuery['outboxMessages'];
export type OutboxMessage = OutboxPage['messages'][number];

export const outboxQueryKey = (pageSize: number, pageNumber: number) =>
  ['outboxMessages', pageSize, pageNumber] as const;

export async function fetchOutbox(
  pageSize: number,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<OutboxPage> {
  const data = await graphqlRequest('/rs/graphql', OUTBOX_MESSAGES, { pageSize, pageNumber }, { signal });
  return data.outboxMessages;
}
