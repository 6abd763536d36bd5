import { domainGraphql } from '../../gql/domain/index.ts';
import type { StartEmailConsentMutation } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';

/**
 * The contractor's e-mail delivery consent per connected payer: the e-mail delivery feature's own
 * consent record, given after the disclosures and the sample PDF's code (reference §G).
 */
const START = domainGraphql(`
  mutation StartEmailConsent($relationId: Int!) {
    startEmailConsent(relationId: $relationId) {
      payerName
      emailAddress
      disclosureVersion
      disclosures {
        title
        text
      }
    }
  }
`);

const GIVE = domainGraphql(`
  mutation GiveEmailConsent($relationId: Int!, $code: String!) {
    giveEmailConsent(relationId: $relationId, code: $code) {
      relationId
      emailConsent
    }
  }
`);

const WITHDRAW = domainGraphql(`
  mutation WithdrawEmailConsent($relationId: Int!) {
    withdrawEmailConsent(relationId: $relationId) {
      relationId
      emailConsent
    }
  }
`);

export type EmailConsentStart = StartEmailConsentMutation['startEmailConsent'];

export async function startEmailConsent(relationId: number): Promise<EmailConsentStart> {
  return (await graphqlRequest('/rs/graphql', START, { relationId })).startEmailConsent;
}

export async function giveEmailConsent(relationId: number, code: string): Promise<void> {
  await graphqlRequest('/rs/graphql', GIVE, { relationId, code });
}

export async function withdrawEmailConsent(relationId: number): Promise<void> {
  await graphqlRequest('/rs/graphql', WITHDRAW, { relationId });
}

/** The sample PDF holding the code of the consent being given. */
export function consentSampleUrl(relationId: number): string {
  return `/rs/api/contractor/consent/${relationId}/sample`;
}

export const EMAIL_CONSENT_TEXT = {
  given: (payerName: string) => `You will receive your 1099s from ${payerName} by e-mail`,
  withdrawn: (payerName: string) =>
    `Consent withdrawn: ${payerName} will send your 1099s not yet furnished on paper`,
  status: (consent: string | null | undefined) =>
    consent === 'Consented'
      ? 'by e-mail (you consented)'
      : consent === 'Withdrawn'
        ? 'on paper (you withdrew your consent)'
        : consent === 'Declined'
          ? 'on paper (you asked for paper)'
          : 'on paper (no e-mail consent given)',
} as const;
