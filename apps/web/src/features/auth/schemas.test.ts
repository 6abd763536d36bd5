// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addClientSchema } from '../accounts/schemas.ts';
import { inviteSchema } from '../team/InviteForm.tsx';
import { loginSchema, resetPasswordSchema, signupSchema } from './schemas.ts';

function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

const signup = {
  email: 'pat@acme.test',
  password: 'a long enough password',
  firstName: 'Pat',
  lastName: 'Lee',
  accountType: 'B',
  accountName: 'Acme',
  altcha: 'payload',
};

describe('sign-in form', () => {
  it('asks for the e-mail, the password and the anti-robot check in plain words', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '', altcha: '' }))).toEqual({
      email: 'Please enter your e-mail address.',
      password: 'Please enter your password.',
      altcha: "Please confirm that you are not a robot: tick 'I am not a robot'.",
    });
    expect(messages(loginSchema.safeParse({ email: 'pat@', password: 'x', altcha: 'p' }))).toEqual({
      email: 'Please enter a valid e-mail address.',
    });
  });
});

describe('sign-up form', () => {
  it('accepts a complete form', () => {
    expect(signupSchema.safeParse(signup).success).toBe(true);
  });

  it('needs 10 characters of password, names, and a business or firm name', () => {
    expect(
      messages(
        signupSchema.safeParse({ ...signup, password: 'short', firstName: ' ', lastName: 'x'.repeat(61) }),
      ),
    ).toEqual({
      password: 'Use at least 10 characters.',
      firstName: 'Please enter your first name.',
      lastName: 'Your last name can have at most 60 characters.',
    });
    expect(messages(signupSchema.safeParse({ ...signup, accountType: 'A', accountName: '' }))).toEqual({
      accountName: 'Please enter the name of your business or firm.',
    });
  });

  it('lets an individual leave the account name empty', () => {
    expect(signupSchema.safeParse({ ...signup, accountType: 'C', accountName: '' }).success).toBe(true);
  });

  it('refuses the e-mail address as the password and an unknown account type', () => {
    expect(messages(signupSchema.safeParse({ ...signup, password: 'PAT@acme.test' }))).toEqual({
      password: 'Your password must not be your e-mail address.',
    });
    expect(messages(signupSchema.safeParse({ ...signup, accountType: 'Z' }))).toEqual({
      accountType: 'Please choose an account type.',
    });
  });
});

describe('new password form', () => {
  it('needs the same password twice', () => {
    expect(
      messages(resetPasswordSchema.safeParse({ password: 'abcdefghijk', confirmPassword: 'abcdefghijX' })),
    ).toEqual({
      confirmPassword: 'The two passwords are not the same.',
    });
  });
});

describe('add client form', () => {
  it("needs a business's name, or an individual's first and last name", () => {
    expect(
      messages(addClientSchema.safeParse({ domainType: 'B', name: '', firstName: '', lastName: '' })),
    ).toEqual({
      name: "Please enter the business's name.",
    });
    expect(
      messages(addClientSchema.safeParse({ domainType: 'C', name: '', firstName: 'Jo', lastName: '' })),
    ).toEqual({
      lastName: "Please enter the client's last name.",
    });
    expect(
      addClientSchema.safeParse({ domainType: 'C', name: '', firstName: 'Jo', lastName: 'Doe' }).success,
    ).toBe(true);
  });

  it('does not add an accounting firm as a client', () => {
    expect(
      addClientSchema.safeParse({ domainType: 'A', name: 'Firm', firstName: '', lastName: '' }).success,
    ).toBe(false);
  });
});

describe('invite form', () => {
  it('takes an e-mail and one of the three roles', () => {
    expect(inviteSchema.safeParse({ email: 'sam@acme.test', role: 'Admin' }).success).toBe(true);
    expect(messages(inviteSchema.safeParse({ email: 'sam', role: 'Boss' }))).toEqual({
      email: 'Please enter a valid e-mail address.',
      role: 'Please choose a role.',
    });
  });
});
