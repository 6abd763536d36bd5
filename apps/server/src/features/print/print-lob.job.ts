import type { TinVault } from '../../lib/tin-vault.ts';
import { JobError, type JobHandler } from '../jobs/jobs.worker.ts';
import { createLobClient, LobError, type LobClient } from './lob.client.ts';
import { sendQueuedToLob } from './print-lob.ts';
import { queueLobSend } from './print-lob.queue.ts';
import {
  readLobSettings,
  readPrintProvider,
  type LobSettings,
  type PrintConfigReader,
} from './print.config.ts';

function idsOf(payload: unknown): number[] | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const ids = (payload as { filingIds?: unknown }).filingIds;
  return Array.isArray(ids) && ids.every((id) => Number.isSafeInteger(id)) ? (ids as number[]) : undefined;
}

export function createLobSendJobHandler(deps: {
  config: PrintConfigReader;
  tinVault: TinVault;
  createClient?: (settings: LobSettings) => LobClient;
}): JobHandler {
  return async (payload, { db }) => {
    if (readPrintProvider(deps.config) !== 'lob') return { provider: 'inhouse', sent: 0 };
    const settings = readLobSettings(deps.config);
    if ('missing' in settings)
      throw new JobError(`Lob is chosen but these settings are missing: ${settings.missing.join(', ')}.`, {
        retryable: false,
      });
    const client = (deps.createClient ?? createLobClient)(settings);
    try {
      const ids = idsOf(payload);
      const result = await sendQueuedToLob(db, deps.tinVault, client, ids);
      // Also the oldest others still Queued (set by the e-mail fallback, or left by a failed run).
      const others = ids ? await sendQueuedToLob(db, deps.tinVault, client) : undefined;
      if ((others ?? result).more) await queueLobSend(db);
      return {
        provider: 'lob',
        sent: result.sent + (others?.sent ?? 0),
        errored: result.errored + (others?.errored ?? 0),
      };
    } catch (error) {
      if (error instanceof LobError)
        throw new JobError(error.message, { retryable: error.kind === 'unavailable' });
      throw error;
    }
  };
}
