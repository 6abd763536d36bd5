import { domainGraphql } from '../../gql/domain/index.ts';
import type { ActivityEntityType, ActivityQuery } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';
import { describeChangeLines } from './activity-wording.ts';

/**
 * The Activity of one payee or filing of the selected account: its audit events, newest first (who,
 * when, what changed; TINs masked by the server). Another account's record answers an empty list.
 */
const ACTIVITY = domainGraphql(`
  query Activity($entityType: ActivityEntityType!, $entityId: ID!, $pageSize: Int) {
    activity(entityType: $entityType, entityId: $entityId, pageSize: $pageSize) {
      events {
        id
        at
        actor
        action
        summary
        changes
      }
      pageMetadata {
        totalCount
      }
    }
  }
`);

export type ActivityEvent = ActivityQuery['activity']['events'][number];
export type ActivityPage = ActivityQuery['activity'];

/** The newest events shown; the super admins' Audit Trail has the rest. */
export const ACTIVITY_PAGE_SIZE = 50;

export const activityQueryKey = (entityType: ActivityEntityType, entityId: number) =>
  ['activity', entityType, entityId] as const;

export async function fetchActivity(
  entityType: ActivityEntityType,
  entityId: number,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const data = await graphqlRequest(
    '/rs/graphql',
    ACTIVITY,
    { entityType, entityId: String(entityId), pageSize: ACTIVITY_PAGE_SIZE },
    { signal },
  );
  return data.activity;
}

/** One line per changed field: 'field: from → to' (— for nothing), in plain words. */
export function describeActivityChanges(changes: unknown): string[] {
  return describeChangeLines(changes);
}
