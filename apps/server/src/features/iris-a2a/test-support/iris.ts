import { generateKeyPairSync, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startFake, type RunningIrisFake } from '@file1099/fakes/iris';
import { CONFIG_DEFINITION_BY_NAME } from '../../config/config.registry.ts';
import { parseConfigValue } from '../../config/config.values.ts';
import { createIrisA2aClient, type IrisA2aClient, type IrisA2aClientOptions } from '../iris-a2a.client.ts';
import type { IrisConfigReader } from '../iris-a2a.config.ts';

/** Test helpers: a key pair, the fake IRIS that knows its public key, and a client of it. */

export const TEST_TCC = '00AA0';
export const TEST_CLIENT_ID = 'a1b2c3d4-client';
export const TEST_USER_ID = 'iris-user-7';
export const TEST_KEY_ID = 'file1099-test-key';

export function makeKeyPair(): { privateKeyPem: string; publicKeyPem: string } {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKeyPem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export function startTestFake(publicKeyPem: string, processingPolls = 0): Promise<RunningIrisFake> {
  return startFake({
    publicKeyPem,
    clientId: TEST_CLIENT_ID,
    userId: TEST_USER_ID,
    keyId: TEST_KEY_ID,
    tcc: TEST_TCC,
    processingPolls,
  });
}

export function clientOf(
  fake: RunningIrisFake,
  privateKeyPem: string,
  extra: Partial<IrisA2aClientOptions> = {},
): IrisA2aClient {
  return createIrisA2aClient({
    endpoints: fake.endpoints,
    tcc: TEST_TCC,
    clientId: TEST_CLIENT_ID,
    userId: TEST_USER_ID,
    keyId: TEST_KEY_ID,
    privateKeyPem,
    timeoutMs: 10_000,
    ...extra,
  });
}

const SAMPLE = path.resolve(
  import.meta.dirname,
  '../../../../../../packages/efile/irs-samples/iris-examples/XML Sample - 1099-MISC 2 states.xml',
);

/** The official 1099-MISC sample transmission (valid under the TY2025 schema) with a new UTID. */
export function sampleTransmission(): { xml: string; utid: string } {
  const utid = `${randomUUID()}:IRIS:${TEST_TCC}::A`;
  const xml = fs
    .readFileSync(SAMPLE, 'utf8')
    .replace(/(<n1:UniqueTransmissionId>)[^<]*(<\/n1:UniqueTransmissionId>)/, `$1${utid}$2`);
  return { xml, utid };
}

/** A config of the registry's defaults with some values set, typed as the config service gives them. */
export function configWith(values: Record<string, string>): IrisConfigReader {
  const get = (name: string): unknown => {
    const definition = CONFIG_DEFINITION_BY_NAME.get(name);
    if (!definition) return undefined;
    const parsed = parseConfigValue(definition.type, values[name] ?? definition.defaultValue);
    return parsed.ok ? parsed.value : undefined;
  };
  return { get, getBoolean: (name) => get(name) === true, getNumber: (name) => Number(get(name)) };
}

/** The A2A settings of a running fake (ATS), as an operator would enter them. */
export function fakeSettings(
  fake: Pick<RunningIrisFake, 'endpoints'>,
  privateKeyPem: string,
): Record<string, string> {
  return {
    'iris.a2a.enabled': 'true',
    'iris.a2a.atsEndpoints': JSON.stringify(fake.endpoints),
    'iris.a2a.tcc': TEST_TCC,
    'iris.a2a.clientId': TEST_CLIENT_ID,
    'iris.a2a.keyId': TEST_KEY_ID,
    'iris.a2a.userId': TEST_USER_ID,
    'iris.a2a.privateKey': privateKeyPem,
    'iris.a2a.timeoutSeconds': '20',
  };
}
