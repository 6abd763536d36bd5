import { createHash } from 'node:crypto';
import {
  createIrisA2aClient,
  IrisA2aError,
  type IrisA2aClient,
  type IrisA2aClientOptions,
} from './iris-a2a.client.ts';
import { readIrisA2aSettings, type IrisConfigReader, type IrisEnvironment } from './iris-a2a.config.ts';

/** Final answers: nothing more will change at IRIS for the transmission (reference irs-iris.md §7). */
export const FINAL_IRIS_STATUSES = [
  'Accepted',
  'Accepted with Errors',
  'Partially Accepted',
  'Rejected',
] as const;

export interface TransmitResult {
  /** Null only when IRIS knows the UTID but gave no Receipt ID yet: poll by UTID. */
  receiptId: string | null;
  /** upload: sent now; lookup: an earlier upload was found by its UTID and not sent again. */
  via: 'upload' | 'lookup';
}

/**
 * Whether IRIS already holds the transmission with this UTID: its Receipt ID (or null while IRIS gives
 * none), or undefined when IRIS answers Not Found.
 */
export async function lookUpByUtid(
  client: IrisA2aClient,
  utid: string,
): Promise<{ receiptId: string | null } | undefined> {
  const result = await client.status({ utid });
  if (result.status === 'Not Found') return undefined;
  if (result.uniqueTransmissionId && result.uniqueTransmissionId !== utid)
    throw new IrisA2aError('malformed', `IRIS answered about another transmission than ${utid}.`);
  return { receiptId: result.receiptId };
}

/**
 * Sends one transmission at most once. When an earlier attempt may have reached IRIS (`attemptedBefore`:
 * a retried job, or a transmission recorded as sent without a receipt), it is first looked up by its
 * UTID and sent only when IRIS answers Not Found. When the answer to this upload is lost (timeout,
 * dropped connection, 5xx, no receipt in the answer) it is looked up at once; if IRIS does not have it
 * yet, the error says so and is retryable: the next attempt (with `attemptedBefore`) looks it up again
 * before sending, which gives IRIS time to register an upload that did arrive. Every upload carries
 * the same UTID, which IRIS never takes twice, so a resend can not become a second filing.
 */
export async function transmitIrisXml(
  client: IrisA2aClient,
  input: { xml: string; utid: string; attemptedBefore: boolean },
): Promise<TransmitResult> {
  if (input.attemptedBefore) {
    const found = await lookUpByUtid(client, input.utid);
    if (found) return { receiptId: found.receiptId, via: 'lookup' };
  }
  try {
    return { receiptId: await client.submit(input.xml), via: 'upload' };
  } catch (error) {
    if (!(error instanceof IrisA2aError) || error.kind !== 'uncertain') throw error;
    let found: { receiptId: string | null } | undefined;
    try {
      found = await lookUpByUtid(client, input.utid);
    } catch (lookupError) {
      throw new IrisA2aError(
        'uncertain',
        `${error.message} IRIS could not be asked about it yet; the next attempt looks it up before any resend.`,
        { cause: lookupError },
      );
    }
    if (found) return { receiptId: found.receiptId, via: 'lookup' };
    throw new IrisA2aError(
      'uncertain',
      `${error.message} IRIS has no transmission with its UTID yet; the next attempt looks again and sends it only if IRIS still has none.`,
    );
  }
}

export interface IrisClientProvider {
  /** The client for an environment, or null when A2A is off or that environment has no endpoints. */
  get(environment?: IrisEnvironment): IrisA2aClient | null;
  /** Where live filings go (config iris.a2a.environment); null when A2A is off. */
  liveEnvironment(): IrisEnvironment | null;
}

/**
 * Clients made from the current config, one per environment and settings: a client (with its cached
 * token) is kept while the settings stay the same and replaced when an operator changes them.
 */
export function createIrisClientProvider(
  config: IrisConfigReader,
  extra: Pick<IrisA2aClientOptions, 'fetch' | 'now'> = {},
): IrisClientProvider {
  const clients = new Map<IrisEnvironment, { fingerprint: string; client: IrisA2aClient }>();
  return {
    liveEnvironment: () => readIrisA2aSettings(config)?.environment ?? null,
    get(environment) {
      const settings = readIrisA2aSettings(config);
      if (!settings) return null;
      const target = environment ?? settings.environment;
      const endpoints = settings.endpoints[target];
      if (!endpoints) return null;
      const options: IrisA2aClientOptions = {
        endpoints,
        tcc: settings.tcc,
        clientId: settings.clientId,
        userId: settings.userId,
        keyId: settings.keyId,
        privateKeyPem: settings.privateKeyPem,
        timeoutMs: settings.timeoutMs,
        ...extra,
      };
      const fingerprint = createHash('sha256')
        .update(
          JSON.stringify([
            target,
            endpoints,
            options.tcc,
            options.clientId,
            options.userId,
            options.keyId,
            options.privateKeyPem,
            options.timeoutMs,
          ]),
        )
        .digest('hex');
      const kept = clients.get(target);
      if (kept?.fingerprint === fingerprint) return kept.client;
      const client = createIrisA2aClient(options);
      clients.set(target, { fingerprint, client });
      return client;
    },
  };
}
