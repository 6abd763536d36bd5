import fc from 'fast-check';
import type { GraphQLScalarType } from 'graphql';
import { buildSchema, execute, graphql, GraphQLError, parse, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { sanitizeGraphqlError } from './error-text.ts';

/** A small schema with every kind of input: scalars, an enum, an input object, a list, a custom scalar. */
function buildTestSchema(): GraphQLSchema {
  const schema = buildSchema(`
    scalar DateTime
    enum TinType { SSN EIN }
    input PayeeInput { tin: String, tinType: TinType, amount: Float, count: Int, vendor: Boolean, ref: ID, tins: [String!] }
    type Query {
      byTin(tin: String!): String
      byCount(count: Int!): String
      byType(tinType: TinType!): String
      since(when: DateTime!): String
      badOutput: String
      broken: String
    }
    type Mutation { savePayee(input: PayeeInput!): String }
  `);
  const dateTime = schema.getType('DateTime') as GraphQLScalarType;
  dateTime.parseValue = (value: unknown) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO date-time');
    return date;
  };
  dateTime.parseLiteral = (node) => {
    if (node.kind !== 'StringValue') throw new TypeError('DateTime must be an ISO date-time');
    return dateTime.parseValue(node.value);
  };
  return schema;
}

const schema = buildTestSchema();
const rootValue = {
  byTin: () => 'ok',
  badOutput: () => ({ tin: '123456789' }),
  broken: () => {
    throw new Error('database is down');
  },
  savePayee: () => 'saved',
};

async function errorsOf(
  source: string,
  variableValues?: Record<string, unknown>,
): Promise<readonly GraphQLError[]> {
  const result = await graphql({ schema, source, variableValues, rootValue });
  return result.errors ?? [];
}

async function sanitized(source: string, variableValues?: Record<string, unknown>): Promise<string[]> {
  const errors = await errorsOf(source, variableValues);
  expect(errors.length).toBeGreaterThan(0);
  return errors.map((error) => {
    const clean = sanitizeGraphqlError(error);
    if (!clean) throw new Error(`not treated as a request error: ${error.message}`);
    return clean.message;
  });
}

const SAVE = 'mutation($input: PayeeInput!) { savePayee(input: $input) }';

describe('sanitizeGraphqlError with variables', () => {
  it.each([
    [{ tin: 123456789 }, 'Variable "$input" got an invalid value at "input.tin": String expected.'],
    [{ count: '123-45-6789' }, 'Variable "$input" got an invalid value at "input.count": Int expected.'],
    [
      { count: 99_999_999_999 },
      'Variable "$input" got an invalid value at "input.count": Int expected (a 32-bit signed integer).',
    ],
    [
      { amount: 'twelve 123456789' },
      'Variable "$input" got an invalid value at "input.amount": Float expected.',
    ],
    [
      { vendor: 'yes 123456789' },
      'Variable "$input" got an invalid value at "input.vendor": Boolean expected.',
    ],
    [
      { ref: { secret: '123456789' } },
      'Variable "$input" got an invalid value at "input.ref": ID expected (a string or an integer).',
    ],
    [
      { tins: ['111111111', 222334444] },
      'Variable "$input" got an invalid value at "input.tins[1]": String expected.',
    ],
    [
      { tinType: 'S5N-123456789' },
      'Variable "$input" got an invalid value at "input.tinType": The value does not exist in "TinType" enum.',
    ],
    [
      { tinType: 'SSM' },
      'Variable "$input" got an invalid value at "input.tinType": The value does not exist in "TinType" enum. Did you mean the enum value "SSN"?',
    ],
    [
      { tinType: 123456789 },
      'Variable "$input" got an invalid value at "input.tinType": Enum "TinType" expected (one of its values, as a string).',
    ],
    [
      { '123-45-6789': 'x' },
      'Variable "$input" got an invalid value: A field is not defined by type "PayeeInput".',
    ],
    [
      { tni: 'x' },
      'Variable "$input" got an invalid value: Field "tni" is not defined by type "PayeeInput". Did you mean "tin" or "tins"?',
    ],
  ])('rewrites %j without the value', async (input, expected) => {
    const [message] = await sanitized(SAVE, { input });
    expect(message).toBe(expected);
  });

  it('names the variable when the value is wrong at the top', async () => {
    expect(await sanitized('query($tin: String!) { byTin(tin: $tin) }', { tin: 123456789 })).toEqual([
      'Variable "$tin" got an invalid value: String expected.',
    ]);
    expect(await sanitized(SAVE, { input: '123456789' })).toEqual([
      'Variable "$input" got an invalid value: Expected type "PayeeInput" to be an object.',
    ]);
  });

  it("keeps a custom scalar's own reason", async () => {
    expect(await sanitized('query($w: DateTime!) { since(when: $w) }', { w: 'garbage 123456789' })).toEqual([
      'Variable "$w" got an invalid value: Expected type "DateTime". DateTime must be an ISO date-time',
    ]);
  });

  it('keeps the messages that carry no value', async () => {
    expect(await sanitized('query($tin: String!) { byTin(tin: $tin) }', {})).toEqual([
      'Variable "$tin" of required type "String!" was not provided.',
    ]);
  });
});

describe('sanitizeGraphqlError with literals in the document', () => {
  it.each([
    ['{ byTin(tin: 123456789) }', 'Invalid value: String expected.'],
    ['{ byCount(count: "123-45-6789") }', 'Invalid value: Int expected.'],
    ['{ byCount(count: 99999999999) }', 'Invalid value: Int expected (a 32-bit signed integer).'],
    ['{ byType(tinType: SECRET123) }', 'The value does not exist in "TinType" enum.'],
    [
      '{ byType(tinType: "SSN") }',
      'Enum "TinType" expected (one of its values). Did you mean the enum value "SSN"?',
    ],
    ['mutation { savePayee(input: "123456789") }', 'Expected value of type "PayeeInput!".'],
    ['mutation { savePayee(input: { tins: [123456789] }) }', 'Invalid value: String expected.'],
    [
      '{ since(when: "garbage 123456789") }',
      'Expected value of type "DateTime!": DateTime must be an ISO date-time',
    ],
    ['{ since(when: 123456789) }', 'Expected value of type "DateTime!": DateTime must be an ISO date-time'],
  ])('rewrites %s', async (source, expected) => {
    expect(await sanitized(source)).toEqual([expected]);
  });

  it.each([
    ['{ byTin "123456789" }', 'Syntax Error: Expected Name, found String.'],
    ['{ 123456789 }', 'Syntax Error: Expected Name, found Int.'],
    ['{ byTin(tin: "x") } 123456789', 'Syntax Error: Unexpected Int.'],
    ['{ byTin(tin: """123-45-6789""" ', 'Syntax Error: Expected Name, found <EOF>.'],
    ['{ byTin(tin: "12\\q3456789") }', 'Syntax Error: Invalid character escape sequence.'],
    ['{ byCount(count: 0123456789) }', 'Syntax Error: Invalid number, unexpected digit after 0.'],
    ['{ byTin(tin: "x") } ~', 'Syntax Error: Unexpected character.'],
  ])('rewrites the syntax error of %s', async (source, expected) => {
    expect(await sanitized(source)).toEqual([expected]);
  });

  it('rewrites an argument error raised during execution (a document that skipped validation)', async () => {
    const result = await execute({ schema, document: parse('{ byTin(tin: 123456789) }'), rootValue });
    const [error] = result.errors ?? [];
    expect(error?.message).toContain('123456789');
    expect(sanitizeGraphqlError(error)?.message).toBe('Argument "tin" has an invalid value.');
    expect(sanitizeGraphqlError(error)?.path).toEqual(['byTin']);
  });
});

describe('sanitizeGraphqlError leaves other errors to the caller', () => {
  it('does not treat a failed output value or a resolver error as a request error', async () => {
    const errors = await errorsOf('{ badOutput broken }');
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(sanitizeGraphqlError(error)).toBeUndefined();
    expect(sanitizeGraphqlError(new Error('boom'))).toBeUndefined();
    expect(sanitizeGraphqlError('boom')).toBeUndefined();
  });

  it('answers an unreadable JSON parameter with 400 and no excerpt', () => {
    let thrown: unknown;
    try {
      JSON.parse('{"tin": 123456789x}');
    } catch (error) {
      thrown = error;
    }
    const clean = sanitizeGraphqlError(thrown);
    expect(clean?.message).toBe('The request is not valid JSON.');
    expect(clean?.extensions).toMatchObject({ code: 'BAD_REQUEST', http: { status: 400 } });
  });

  it('keeps locations and extensions but drops a parser excerpt under extensions.originalError', () => {
    const error = new GraphQLError('POST body sent invalid JSON.', {
      extensions: { code: 'BAD_REQUEST', http: { status: 400 }, originalError: { message: '"{"tin": 1234' } },
    });
    const clean = sanitizeGraphqlError(error);
    expect(clean?.message).toBe('POST body sent invalid JSON.');
    expect(clean?.extensions).toEqual({ code: 'BAD_REQUEST', http: { status: 400 } });
  });
});

describe('no value given in a variable comes back', () => {
  const secret = fc.oneof(
    fc.stringMatching(/^[0-9]{9}$/),
    fc.stringMatching(/^[0-9]{3}-[0-9]{2}-[0-9]{4}$/),
    fc.stringMatching(/^Zq[A-Za-z0-9]{10}$/),
  );
  // (A key the caller made up is echoed when it is a GraphQL name, "Field "tni" is not defined…";
  // any other key is not, see above.)
  const wrapInWrongType = (value: string): fc.Arbitrary<[string, unknown]> =>
    fc.constantFrom<[string, unknown]>(
      ['count', value],
      ['amount', value],
      ['vendor', value],
      ['tinType', value],
      ['tin', Number.isFinite(Number(value)) ? Number(value) : { value }],
      ['tin', [value]],
      ['ref', { value }],
      ['tins', [{ value }]],
    );

  it('holds for random secrets in every wrong place', async () => {
    await fc.assert(
      fc.asyncProperty(
        secret.chain((value) => fc.tuple(fc.constant(value), wrapInWrongType(value))),
        async ([value, [field, wrong]]) => {
          const messages = await sanitized(SAVE, { input: { [field]: wrong } });
          for (const message of messages) expect(message).not.toContain(value);
        },
      ),
      { numRuns: 200 },
    );
  });
});
