import { graphqlRequest } from '../api/apiClient.ts';
import { SESSION_FIELDS, toSessionUser, type SessionDataDto } from '../session/session.query.ts';
import type { SessionUser } from '../session/session.types.ts';

/** Two-step verification (TOTP) on the auth service (docs/access.md). */

export interface MfaEnrolment {
  secret: string;
  otpauthUri: string;
  qrCodeDataUrl: string;
}

function authGraphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return graphqlRequest<T>('/access/graphql', query, variables);
}

export async function startMfaEnrolment(): Promise<MfaEnrolment> {
  const data = await authGraphql<{ startMfaEnrolment: MfaEnrolment }>(
    'mutation StartMfaEnrolment { startMfaEnrolment { secret otpauthUri qrCodeDataUrl } }',
  );
  return data.startMfaEnrolment;
}

/** Returns the 10 recovery codes, shown once. */
export async function confirmMfaEnrolment(code: string): Promise<string[]> {
  const data = await authGraphql<{ confirmMfaEnrolment: string[] }>(
    'mutation ConfirmMfaEnrolment($code: String!) { confirmMfaEnrolment(code: $code) }',
    { code },
  );
  return data.confirmMfaEnrolment;
}

export async function verifyMfa(code: string): Promise<SessionUser | null> {
  const data = await authGraphql<{ verifyMfa: SessionDataDto | null }>(
    `mutation VerifyMfa($code: String!) { verifyMfa(code: $code) { ${SESSION_FIELDS} } }`,
    { code },
  );
  return data.verifyMfa ? toSessionUser(data.verifyMfa) : null;
}

export async function skipMfa(): Promise<boolean> {
  const data = await authGraphql<{ skipMfa: boolean }>('mutation SkipMfa { skipMfa }');
  return data.skipMfa;
}

export async function disableMfa(code: string): Promise<boolean> {
  const data = await authGraphql<{ disableMfa: boolean }>(
    'mutation DisableMfa($code: String!) { disableMfa(code: $code) }',
    { code },
  );
  return data.disableMfa;
}

export async function regenerateRecoveryCodes(code: string): Promise<string[]> {
  const data = await authGraphql<{ regenerateRecoveryCodes: string[] }>(
    'mutation RegenerateRecoveryCodes($code: String!) { regenerateRecoveryCodes(code: $code) }',
    { code },
  );
  return data.regenerateRecoveryCodes;
}

export const recoveryCodesLeftQueryKey = ['recoveryCodesLeft'] as const;

export async function fetchRecoveryCodesLeft(): Promise<number> {
  const data = await authGraphql<{ recoveryCodesLeft: number }>(
    'query RecoveryCodesLeft { recoveryCodesLeft }',
  );
  return data.recoveryCodesLeft;
}
