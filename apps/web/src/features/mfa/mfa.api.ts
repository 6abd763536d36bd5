import { authGraphql } from '../../gql/auth/index.ts';
import type { StartMfaEnrolmentMutation } from '../../gql/auth/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';
import { toSessionUser } from '../session/session.query.ts';
import type { SessionUser } from '../session/session.types.ts';

/** Two-step verification (TOTP) on the auth service (docs/access.md). */

const START_MFA_ENROLMENT = authGraphql(`
  mutation StartMfaEnrolment {
    startMfaEnrolment {
      secret
      otpauthUri
      qrCodeDataUrl
    }
  }
`);

export type MfaEnrolment = StartMfaEnrolmentMutation['startMfaEnrolment'];

export async function startMfaEnrolment(): Promise<MfaEnrolment> {
  const data = await graphqlRequest('/access/graphql', START_MFA_ENROLMENT);
  return data.startMfaEnrolment;
}

const CONFIRM_MFA_ENROLMENT = authGraphql(`
  mutation ConfirmMfaEnrolment($code: String!) {
    confirmMfaEnrolment(code: $code)
  }
`);

/** Returns the 10 recovery codes, shown once. */
export async function confirmMfaEnrolment(code: string): Promise<string[]> {
  const data = await graphqlRequest('/access/graphql', CONFIRM_MFA_ENROLMENT, { code });
  return data.confirmMfaEnrolment;
}

const VERIFY_MFA = authGraphql(`
  mutation VerifyMfa($code: String!) {
    verifyMfa(code: $code) {
      ...SessionFields
    }
  }
`);

export async function verifyMfa(code: string): Promise<SessionUser | null> {
  const data = await graphqlRequest('/access/graphql', VERIFY_MFA, { code });
  return data.verifyMfa ? toSessionUser(data.verifyMfa) : null;
}

const SKIP_MFA = authGraphql(`
  mutation SkipMfa {
    skipMfa
  }
`);

export async function skipMfa(): Promise<boolean> {
  const data = await graphqlRequest('/access/graphql', SKIP_MFA);
  return data.skipMfa;
}

const DISABLE_MFA = authGraphql(`
  mutation DisableMfa($code: String!) {
    disableMfa(code: $code)
  }
`);

export async function disableMfa(code: string): Promise<boolean> {
  const data = await graphqlRequest('/access/graphql', DISABLE_MFA, { code });
  return data.disableMfa;
}

const REGENERATE_RECOVERY_CODES = authGraphql(`
  mutation RegenerateRecoveryCodes($code: String!) {
    regenerateRecoveryCodes(code: $code)
  }
`);

export async function regenerateRecoveryCodes(code: string): Promise<string[]> {
  const data = await graphqlRequest('/access/graphql', REGENERATE_RECOVERY_CODES, { code });
  return data.regenerateRecoveryCodes;
}

export const recoveryCodesLeftQueryKey = ['recoveryCodesLeft'] as const;

const RECOVERY_CODES_LEFT = authGraphql(`
  query RecoveryCodesLeft {
    recoveryCodesLeft
  }
`);

export async function fetchRecoveryCodesLeft(): Promise<number> {
  const data = await graphqlRequest('/access/graphql', RECOVERY_CODES_LEFT);
  return data.recoveryCodesLeft;
}
