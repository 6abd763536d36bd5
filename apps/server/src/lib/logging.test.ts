import { DrizzleQueryError } from 'drizzle-orm';
import { graphql, buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCapturingLogger } from '../test/logger.ts';
import { describeRequestError, redactErrorText } from './error-text.ts';
import { requestPathForLog, scrubLogLine } from './logging.ts';

function parsed(lines: string[]): Record<string, unknown>[] {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('requestPathForLog', () => {
  it.each([
    ['/rs/graphql?query=%7Bx%7D&variables=%7B%22tin%22%3A%22123456789%22%7D', '/rs/graphql'],
    ['/confirmemail?code=abc123&email=a@b.c&login=true', '/confirmemail'],
    ['/resetpassword#code=abc', '/resetpassword'],
    ['/rs/api/sessions/tokens/12/', '/rs/api/sessions/tokens/12/'],
    ['/rs/api/config/properties/season.preset', '/rs/api/config/properties/season.preset'],
    ['/assets/index-Dx3k9aB1.js', '/assets/index-Dx3k9aB1.js'],
    ['/acceptinvitation/Kq81mZ', '/acceptinvitation/[redacted]'],
    ['/w9/abc/edit', '/w9/[redacted]/edit'],
    ['/rs/api/payees/123-45-6789/', '/rs/api/payees/[redacted]/'],
    ['/rs/api/payees/123456789', '/rs/api/payees/[redacted]'],
    ['/x/AbCdEfGhIjKlMnOpQrSt0123456789', '/x/[redacted]'],
    ['/', '/'],
    ['', ''],
  ])('%s → %s', (url, expected) => {
    expect(requestPathForLog(url)).toBe(expected);
  });
});

describe('scrubLogLine', () => {
  it('masks bare and quoted 9-digit numbers and SSN/EIN shapes, keeping JSON lines valid', () => {
    const line = JSON.stringify({
      tinNumber: 123456789,
      quoted: '987654321',
      note: 'payee 123-45-6789, payer 12-3456789, TIN 111222333.',
      nested: [{ value: -222334444 }],
    });
    const scrubbed = scrubLogLine(`${line}\n`);
    expect(scrubbed.endsWith('\n')).toBe(true);
    expect(JSON.parse(scrubbed)).toEqual({
      tinNumber: '[tin]',
      quoted: '[tin]',
      note: 'payee [tin], payer [tin], TIN [tin].',
      nested: [{ value: '[tin]' }],
    });
  });

  it('leaves ordinary numbers, fractions and ids alone (and returns the same string)', () => {
    const line =
      '{"responseTime":12.123456789,"reqId":"e24a39b8-235d-4eec-a971-708c29a5ef0d","bytes":1234567890,"id":12345678,"hash":"ab123456789cd"}\n';
    expect(scrubLogLine(line)).toBe(line);
  });

  it('masks text lines and every line of a chunk', () => {
    expect(scrubLogLine('plain 123456789 text\n{"a":"123-45-6789"}\n')).toBe(
      'plain [tin] text\n{"a":"[tin]"}\n',
    );
  });
});

describe('the logger', () => {
  it('redacts secret keys, headers included', () => {
    const { log, lines } = createCapturingLogger();
    log.info(
      {
        password: 'pw-0',
        a: {
          newPassword: 'pw-1',
          b: { token: 'tok-2', c: { code: 'code-3', d: { tin: 'tin-4', e: { otp: 'otp-5' } } } },
        },
        headers: {
          cookie: 'f1099_session=s',
          authorization: 'Bearer t',
          'x-csrf-token': 'csrf-c',
          'set-cookie': ['x'],
        },
        body: { variables: { anything: 'v' }, query: 'mutation { x }' },
        list: [{ payeeTin: 'p-1' }, { accessToken: 'a-1' }],
      },
      'deep',
    );
    const all = lines.join('\n');
    for (const secret of [
      'pw-0',
      'pw-1',
      'tok-2',
      'code-3',
      'tin-4',
      'otp-5',
      'f1099_session',
      'Bearer',
      'csrf-c',
      'p-1',
      'a-1',
      '"v"',
    ])
      expect(all).not.toContain(secret);
    expect(all).toContain('mutation { x }');
    expect(all.match(/\[redacted\]/g)?.length).toBe(13);
  });

  it('redacts at any depth and in any case, and keeps flags', () => {
    const { log, lines } = createCapturingLogger();
    let deep: Record<string, unknown> = { Password: 'deep-secret-10' };
    for (let level = 0; level < 10; level += 1) deep = { level: deep };
    log.info({ deep, flags: { password: true, token: null }, text: 'a "password": in text stays' }, 'nested');
    const [line] = parsed(lines);
    expect(JSON.stringify(line)).not.toContain('deep-secret-10');
    expect(JSON.stringify(line)).toContain('"Password":"[redacted]"');
    expect(line?.flags).toEqual({ password: true, token: null });
    expect(line?.text).toBe('a "password": in text stays');
  });

  it('logs the path of a request only', () => {
    const { log, lines } = createCapturingLogger();
    log.info(
      {
        req: {
          method: 'GET',
          url: '/confirmemail?code=abc123&email=a@b.c',
          host: 'x',
          ip: '127.0.0.1',
          headers: { cookie: 'c' },
        },
      },
      'incoming request',
    );
    expect(parsed(lines)[0]?.req).toEqual({
      method: 'GET',
      url: '/confirmemail',
      host: 'x',
      remoteAddress: '127.0.0.1',
    });
  });

  it('logs an error without the values its message repeated, and keeps its code', async () => {
    const schema = buildSchema('type Query { byTin(tin: String!): String }');
    const result = await graphql({
      schema,
      source: 'query($tin: String!) { byTin(tin: $tin) }',
      variableValues: { tin: 123456789 },
    });
    const coercion = result.errors?.[0];
    expect(coercion?.message).toContain('123456789');
    let parseError: unknown;
    try {
      JSON.parse('hunter2x {"tin": 98765432x}');
    } catch (error) {
      parseError = error;
    }
    const withCode = Object.assign(new Error('relation missing'), { code: '42P01' });
    const { log, lines } = createCapturingLogger();
    log.error({ err: coercion }, 'coercion');
    log.error({ err: parseError }, 'parse');
    log.error({ err: withCode }, 'db');
    log.error({ err: new Error('outer', { cause: coercion?.originalError }) }, 'with cause');
    const [first, second, third, fourth] = parsed(lines) as { err: Record<string, string> }[];
    expect(first?.err.message).toBe('Variable "$tin" got an invalid value.');
    expect(first?.err.stack).not.toContain('123456789');
    expect(second?.err.message).toBe('The text is not valid JSON.');
    expect(second?.err.stack).not.toContain('hunter2x');
    expect(third?.err).toMatchObject({ message: 'relation missing', errorCode: '42P01' });
    expect(fourth?.err.message).toBe('outer: String expected.');
    expect(lines.join('\n')).not.toMatch(/123456789|98765432x|hunter2x/);
  });
});

describe('a failed query in the log', () => {
  it('keeps the SQL and drops its parameters and the row detail', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "payees_tin_hash"'),
      {
        code: '23505',
        detail: 'Key (tin_hash)=(h-0a1b2c3d) already exists.',
      },
    );
    const error = new DrizzleQueryError(
      'insert into payees (tin_hash, name) values ($1, $2)',
      ['h-0a1b2c3d', 'Jo'],
      cause,
    );
    const { log, lines } = createCapturingLogger();
    log.error({ err: error }, 'unexpected error');
    expect(lines.join('\n')).not.toContain('h-0a1b2c3d');
    const [line] = parsed(lines) as { err: Record<string, unknown> }[];
    expect(line?.err.message).toBe(
      'Failed query: insert into payees (tin_hash, name) values ($1, $2)\nparams: [redacted]: duplicate key value violates unique constraint "payees_tin_hash"',
    );
    expect(line?.err.params).toBe('[redacted]');
  });
});

describe('error texts', () => {
  it('drops the excerpt of a JSON parse error', () => {
    expect(redactErrorText(`Unexpected token 'x', "{"tin": 12345x" is not valid JSON`)).toBe(
      'The text is not valid JSON.',
    );
    expect(redactErrorText('Unexpected token x in JSON at position 9')).toBe(
      'Unexpected token in JSON at position 9.',
    );
    expect(redactErrorText("Expected ',' or '}' after property value in JSON at position 15")).toBe(
      "Expected ',' or '}' after property value in JSON at position 15",
    );
  });

  it('drops the parameters of a failed database query', () => {
    expect(
      redactErrorText('Failed query: select 1 where code_hash = $1 and email = $2\nparams: abc123,a@b.c'),
    ).toBe('Failed query: select 1 where code_hash = $1 and email = $2\nparams: [redacted]');
  });

  it("passes Fastify's own request errors and nothing else to a 4xx answer", () => {
    expect(
      describeRequestError({
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        message: "Body is not valid JSON but content-type is set to 'application/json'",
      }),
    ).toBe("Body is not valid JSON but content-type is set to 'application/json'");
    expect(
      describeRequestError({ message: 'Unexpected token \'x\', "{"tin": 123456789x" is not valid JSON' }),
    ).toBe('The request could not be read.');
    expect(describeRequestError({ code: 'E_SOMETHING', message: 'bad value 123-45-6789' })).toBe(
      'The request could not be read.',
    );
  });
});
