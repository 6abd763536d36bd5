import { describe, expect, it } from 'vitest';
import { CONFIG_DEFINITION_BY_NAME } from '../config/config.registry.ts';
import { parseConfigValue } from '../config/config.values.ts';
import { irisTestCode, readIrisA2aSettings } from './iris-a2a.config.ts';
import { createIrisClientProvider } from './iris-a2a.service.ts';
import { configWith, makeKeyPair } from './test-support/iris.ts';

const keys = makeKeyPair();
const ATS = {
  auth: 'http://127.0.0.1:9/token',
  submit: 'http://127.0.0.1:9/submit',
  status: 'http://127.0.0.1:9/status',
};

const COMPLETE = {
  'iris.a2a.enabled': 'true',
  'iris.a2a.atsEndpoints': JSON.stringify(ATS),
  'iris.a2a.tcc': 'bb002',
  'iris.a2a.clientId': 'client-1',
  'iris.a2a.keyId': 'key-1',
  'iris.a2a.userId': 'user-1',
  'iris.a2a.privateKey': keys.privateKeyPem,
};

function validate(name: string, value: string): string | undefined {
  const definition = CONFIG_DEFINITION_BY_NAME.get(name);
  const parsed = definition && parseConfigValue(definition.type, value);
  if (!parsed?.ok) return 'unparsable';
  return definition?.validate?.(parsed.value);
}

describe('IRIS A2A settings', () => {
  it('are off by default: the manual flow', () => {
    expect(readIrisA2aSettings(configWith({}))).toBeNull();
    expect(createIrisClientProvider(configWith({})).get()).toBeNull();
  });

  it('are read complete, with ATS as the default live environment and TestCd T', () => {
    const settings = readIrisA2aSettings(configWith(COMPLETE));
    expect(settings).toMatchObject({
      environment: 'ats',
      endpoints: { ats: ATS, production: null },
      tcc: 'BB002',
      timeoutMs: 120_000,
    });
    expect(irisTestCode('ats')).toBe('T');
    expect(irisTestCode('production')).toBe('P');
  });

  it('name every missing property, never a value', () => {
    const config = configWith({ ...COMPLETE, 'iris.a2a.environment': 'production', 'iris.a2a.userId': '' });
    expect(() => readIrisA2aSettings(config)).toThrow(
      'IRIS A2A is enabled but these settings are missing: iris.a2a.userId, iris.a2a.productionEndpoints.',
    );
  });

  it('refuse a malformed key, TCC, environment or endpoints without quoting the key', () => {
    const problem = validate(
      'iris.a2a.privateKey',
      '-----BEGIN PRIVATE KEY-----\nsecret-material\n-----END PRIVATE KEY-----',
    );
    expect(problem).toBe('must be an RSA private key in PEM form (PKCS #8 or PKCS #1)');
    expect(validate('iris.a2a.privateKey', keys.privateKeyPem)).toBeUndefined();
    expect(validate('iris.a2a.tcc', 'ABCDEF')).toBe('must be 5 letters or digits');
    expect(validate('iris.a2a.environment', 'prod')).toBe('must be ats or production');
    expect(validate('iris.a2a.productionEndpoints', JSON.stringify(ATS))).toBe(
      'needs "auth" as an https address',
    );
    expect(validate('iris.a2a.atsEndpoints', '{"auth":"x"}')).toBe('needs "auth" as an http(s) address');
    expect(CONFIG_DEFINITION_BY_NAME.get('iris.a2a.privateKey')?.type).toBe('ENCRYPTED');
    expect(CONFIG_DEFINITION_BY_NAME.get('iris.a2a.userId')?.type).toBe('ENCRYPTED');
  });

  it('give one client per environment, kept while the settings stay the same', () => {
    const values: Record<string, string> = { ...COMPLETE };
    const provider = createIrisClientProvider(configWith(values));
    const first = provider.get();
    expect(first).not.toBeNull();
    expect(provider.get('ats')).toBe(first);
    expect(provider.get('production')).toBeNull();
    expect(provider.liveEnvironment()).toBe('ats');
    values['iris.a2a.keyId'] = 'key-2';
    expect(createIrisClientProvider(configWith(values)).get()).not.toBe(first);
  });
});
