import type { Db } from '../../db/database.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import { diffForAudit, recordAudit } from '../audit/audit.service.ts';
import type { ConfigPropertyChanges } from './config.service.ts';
import type { ConfigRow } from './config.table.ts';

/** How an encrypted value is shown: never in clear. */
export const MASK = '********';

/** The refusal of a second concurrent edit (Config Management shows it as 'API Error: {message}'). */
export function staleEditMessage(name: string, modifiedBy: string, version: number): string {
  return `Config property "${name}" was changed by ${modifiedBy} while you were editing it (now version ${version}). Refresh and make your change again.`;
}

export function requiredPropertyMessage(name: string): string {
  return `Config property "${name}" is used by the server and cannot be deleted. Change its value or make it inactive instead.`;
}

/** The requested changes without the fields that already hold the requested value. */
export function dropUnchanged(
  row: ConfigRow,
  requested: ConfigPropertyChanges,
  encryptor: Encryptor,
): ConfigPropertyChanges {
  const encrypted = row.isEncrypted || row.type === 'ENCRYPTED';
  const plain = (): string => (encrypted ? encryptor.decrypt(row.value) : row.value);
  const value =
    requested.value === undefined || (encrypted && requested.value === MASK) || requested.value === plain()
      ? undefined
      : requested.value;
  const keep = <T>(next: T | undefined, current: T): T | undefined => (next === current ? undefined : next);
  return {
    value,
    type: keep(requested.type, row.type),
    description: keep(requested.description, row.description),
    isActive: keep(requested.isActive, row.isActive),
    isEncrypted: keep(requested.isEncrypted, row.isEncrypted),
    requiresRestart: keep(requested.requiresRestart, row.requiresRestart),
  };
}

function auditable(row: ConfigRow | null): Record<string, unknown> | null {
  if (!row) return null;
  const { value, type, description, isActive, isEncrypted, requiresRestart } = row;
  return { value, type, description, isActive, isEncrypted, requiresRestart };
}

export async function recordConfigChange(
  db: Db,
  action: 'create' | 'update' | 'delete',
  before: ConfigRow | null,
  after: ConfigRow | null,
  actor: string,
): Promise<void> {
  const name = after?.name ?? before?.name ?? '';
  const secret = Boolean(before?.isEncrypted || after?.isEncrypted);
  await recordAudit(db, {
    actor,
    entityType: 'config',
    entityId: name,
    action,
    summary: `Config property ${name} ${action}d${after ? ` (version ${after.version})` : ''}`,
    changes: diffForAudit(auditable(before), auditable(after), { secretKeys: secret ? ['value'] : [] }),
  });
}
