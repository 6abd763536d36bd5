import { describe, expect, it } from 'vitest';
import { BILL_LOGIN_MESSAGES, validateBillLogin } from './bill-login.ts';

describe('BILL sign-in form', () => {
  it("gives the spec's messages for a missing or malformed username and a missing password", () => {
    expect(validateBillLogin({ bdcUsername: ' ', bdcPassword: '' })).toEqual({
      bdcUsername: 'BILL username is required',
      bdcPassword: 'BILL password is required',
    });
    expect(validateBillLogin({ bdcUsername: 'owner', bdcPassword: 'Qz8-kw2' })).toEqual({
      bdcUsername: 'Must be a valid email',
    });
    expect(validateBillLogin({ bdcUsername: 'owner@example.test', bdcPassword: 'Qz8-kw2' })).toEqual({});
    expect(
      validateBillLogin({
        bdcUsername: 'owner@example.test',
        bdcPassword: 'Qz8-kw2',
        bdcOrganizationId: ' ',
      }),
    ).toEqual({});
    expect(
      validateBillLogin({
        bdcUsername: 'owner@example.test',
        bdcPassword: 'Qz8-kw2',
        bdcOrganizationId: '00802HLC000002',
      }),
    ).toEqual({});
    expect(
      validateBillLogin({
        bdcUsername: 'owner@example.test',
        bdcPassword: 'Qz8-kw2',
        bdcOrganizationId: '008/../x',
      }),
    ).toEqual({ bdcOrganizationId: BILL_LOGIN_MESSAGES.organizationUnknown });
    expect(BILL_LOGIN_MESSAGES.unauthorized).toBe(
      'Unauthorized access. Please login into your BILL account first.',
    );
  });
});
