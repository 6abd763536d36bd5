import { domainGraphql } from '../../gql/domain/index.ts';
import type {
  AuditEntityType,
  AuditEventsQuery,
  DeployInfoQuery,
  WorkerInput,
  WorkersQuery,
} from '../../gql/domain/graphql.ts';
import { graphqlRequest, restRequest } from '../api/apiClient.ts';
import { describeChangeLines } from '../activity/activity-wording.ts';

/** The back office's tools (super admins): Deploy Info, Config Management, Workers and the audit trail. */

export const CONFIG_SERVICES = [
  { value: 'domain', label: 'domain', prefix: '/rs' },
  { value: 'auth', label: 'auth', prefix: '/access' },
] as const;
export type ConfigServiceName = (typeof CONFIG_SERVICES)[number]['value'];

export const CONFIG_TYPES = ['STRING', 'NUMBER', 'BOOLEAN', 'JSON', 'ENCRYPTED'] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];

export interface ConfigProperty {
  id: number;
  globalId: string;
  version: number;
  name: string;
  value: string;
  type: ConfigType;
  description: string;
  isActive: boolean;
  isEncrypted: boolean;
  requiresRestart: boolean;
  lastModified: string;
  modifiedBy: string;
}

export type ConfigPropertyFields = Pick<
  ConfigProperty,
  'name' | 'value' | 'type' | 'description' | 'isActive' | 'isEncrypted' | 'requiresRestart'
>;

interface RestAnswer<T = undefined> {
  success: boolean;
  message: string;
  data: T;
}

function configBase(service: ConfigServiceName): string {
  const prefix = CONFIG_SERVICES.find((entry) => entry.value === service)?.prefix ?? '/rs';
  return `${prefix}/api/config/properties`;
}

export const configQueryKey = (service: ConfigServiceName) => ['configProperties', service] as const;

export async function fetchConfigProperties(
  service: ConfigServiceName,
  signal?: AbortSignal,
): Promise<ConfigProperty[]> {
  const answer = await restRequest<RestAnswer<ConfigProperty[]>>(configBase(service), { signal });
  return answer.data;
}

export function createConfigProperty(
  service: ConfigServiceName,
  fields: ConfigPropertyFields,
): Promise<RestAnswer<ConfigProperty>> {
  return restRequest(configBase(service), { method: 'POST', body: fields });
}

/** Sends only the changed fields, with the version the editor loaded (a stale one is refused). */
export function updateConfigProperty(
  service: ConfigServiceName,
  name: string,
  changes: Partial<ConfigPropertyFields>,
  version: number,
): Promise<RestAnswer<ConfigProperty>> {
  return restRequest(`${configBase(service)}/${encodeURIComponent(name)}`, {
    method: 'PATCH',
    body: { ...changes, version },
  });
}

export function deleteConfigProperty(service: ConfigServiceName, name: string): Promise<RestAnswer> {
  return restRequest(`${configBase(service)}/${encodeURIComponent(name)}`, { method: 'DELETE' });
}

export function refreshConfigCache(service: ConfigServiceName): Promise<RestAnswer> {
  return restRequest(`${configBase(service)}/refresh`, { method: 'POST' });
}

/** The fields of an edit that differ from the property as loaded ('No changes detected' when none). */
export function changedConfigFields(
  loaded: ConfigProperty,
  edited: ConfigPropertyFields,
): Partial<ConfigPropertyFields> {
  const changes: Partial<ConfigPropertyFields> = {};
  if (edited.value !== loaded.value) changes.value = edited.value;
  if (edited.type !== loaded.type) changes.type = edited.type;
  if (edited.description !== loaded.description) changes.description = edited.description;
  if (edited.isActive !== loaded.isActive) changes.isActive = edited.isActive;
  if (edited.isEncrypted !== loaded.isEncrypted) changes.isEncrypted = edited.isEncrypted;
  if (edited.requiresRestart !== loaded.requiresRestart) changes.requiresRestart = edited.requiresRestart;
  return changes;
}

export interface ServiceInfo {
  service: string;
  version: string;
  build: number;
  buildTime: string;
  gitCommit: string;
}

export interface ServiceHealth {
  service: string;
  status: string;
  database: { kind: string; status: string };
}

export async function fetchServiceStatus(
  prefix: '/rs' | '/access',
  signal?: AbortSignal,
): Promise<{ info: ServiceInfo; health: ServiceHealth }> {
  const [info, health] = await Promise.all([
    restRequest<ServiceInfo>(`${prefix}/info`, { signal, cache: 'no-store' }),
    restRequest<ServiceHealth>(`${prefix}/health`, { signal, cache: 'no-store' }),
  ]);
  return { info, health };
}

const DEPLOY_INFO = domainGraphql(`
  query DeployInfo {
    deployInfo {
      migrationLevel
      latestMigration
      migrationsInBuild
      queued
      running
      failed
      dueNow
      workers {
        id
        hostname
        pid
        startedAt
        heartbeatAt
      }
    }
  }
`);

export type DeployInfo = DeployInfoQuery['deployInfo'];

export async function fetchDeployInfo(signal?: AbortSignal): Promise<DeployInfo> {
  return (await graphqlRequest('/rs/graphql', DEPLOY_INFO, {}, { signal })).deployInfo;
}

/** The spec's workers fetch: page size 1000, page 0. */
const WORKERS = domainGraphql(`
  query Workers {
    workersWithPageMetadata(pageSize: 1000, pageNumber: 0) {
      workers {
        id
        name
        jobTitle
        location
        orgSize
        managerName
      }
      pageMetadata {
        totalCount
      }
    }
  }
`);

const ADD_WORKER = domainGraphql(`
  mutation AddWorker($input: WorkerInput!) {
    addWorker(input: $input) {
      id
    }
  }
`);

const EDIT_WORKER = domainGraphql(`
  mutation EditWorker($id: ID!, $input: WorkerInput!) {
    editWorker(id: $id, input: $input) {
      id
    }
  }
`);

export type Worker = WorkersQuery['workersWithPageMetadata']['workers'][number];
export const workersQueryKey = ['workers'] as const;

export async function fetchWorkers(signal?: AbortSignal): Promise<Worker[]> {
  return (await graphqlRequest('/rs/graphql', WORKERS, {}, { signal })).workersWithPageMetadata.workers;
}

export async function saveWorker(id: string | null, input: WorkerInput): Promise<void> {
  if (id) await graphqlRequest('/rs/graphql', EDIT_WORKER, { id, input });
  else await graphqlRequest('/rs/graphql', ADD_WORKER, { input });
}

const AUDIT_EVENTS = domainGraphql(`
  query AuditEvents($entityType: AuditEntityType, $text: String, $pageSize: Int, $pageNumber: Int) {
    auditEvents(entityType: $entityType, text: $text, pageSize: $pageSize, pageNumber: $pageNumber) {
      events {
        id
        at
        actor
        entityType
        entityId
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

export type AuditEvent = AuditEventsQuery['auditEvents']['events'][number];
export const AUDIT_ENTITY_TYPES: readonly AuditEntityType[] = [
  'payer',
  'payee',
  'filing',
  'payment',
  'config',
  'membership',
  'worker',
];

export async function fetchAuditEvents(
  filter: { entityType: AuditEntityType | null; text: string },
  page: { pageSize: number; pageNumber: number },
  signal?: AbortSignal,
): Promise<AuditEventsQuery['auditEvents']> {
  const data = await graphqlRequest(
    '/rs/graphql',
    AUDIT_EVENTS,
    { entityType: filter.entityType, text: filter.text || null, ...page },
    { signal },
  );
  return data.auditEvents;
}

/** 'field: from → to' lines of a recorded change. */
export function describeChanges(changes: unknown): string {
  return describeChangeLines(changes).join('; ');
}
