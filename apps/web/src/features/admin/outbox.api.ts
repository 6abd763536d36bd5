import { graphqlRequest } from '../api/apiClient.ts';

/** The mail outbox (super admins only): every message the product sent or kept, newest first. */

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  status: string;
  createdAt: string;
  links: string[];
  textBody: string;
}

export interface OutboxPage {
  totalCount: number;
  messages: OutboxMessage[];
}

export const outboxQueryKey = (pageSize: number, pageNumber: number) =>
  ['outboxMessages', pageSize, pageNumber] as const;

export async function fetchOutbox(
  pageSize: number,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<OutboxPage> {
  const data = await graphqlRequest<{ outboxMessages: OutboxPage }>(
    '/rs/graphql',
    `query OutboxMessages($pageSize: Int, $pageNumber: Int) {
      outboxMessages(pageSize: $pageSize, pageNumber: $pageNumber) {
        totalCount
        messages { id to subject status createdAt links textBody }
      }
    }`,
    { pageSize, pageNumber },
    { signal },
  );
  return data.outboxMessages;
}
