import { describe, expect, it } from 'vitest';
import { isInputObjectType, isObjectType, type GraphQLSchema } from 'graphql';
import { ADDRESS_FIELDS, PAYEE_FIELD_NAMES } from '@file1099/forms';
import { getSchemas } from '../../graphql/schemas.ts';

function fieldsOf(schema: GraphQLSchema, name: string): string[] {
  const type = schema.getType(name);
  if (!isObjectType(type) && !isInputObjectType(type)) throw new Error(`${name} is not an object type`);
  return Object.keys(type.getFields());
}

/** The GraphQL types of a payee and of an address against the form package's payee model. */
describe('the payee model in the GraphQL schema', () => {
  const { domain } = getSchemas();

  it('Payee shows every field of the model', () => {
    expect(fieldsOf(domain, 'Payee')).toEqual(expect.arrayContaining(PAYEE_FIELD_NAMES));
  });

  it('PayeeInput takes the model and only what the record keeps beyond it', () => {
    expect(fieldsOf(domain, 'PayeeInput').sort()).toEqual(
      [...PAYEE_FIELD_NAMES, 'id', 'is1099Vendor', 'partner', 'partnerId'].sort(),
    );
  });

  it('Address and AddressInput are the one address', () => {
    expect(fieldsOf(domain, 'Address').sort()).toEqual([...ADDRESS_FIELDS].sort());
    expect(fieldsOf(domain, 'AddressInput').sort()).toEqual([...ADDRESS_FIELDS].sort());
  });
});
