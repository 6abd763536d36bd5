import { domainGraphql } from '../../gql/domain/index.ts';
import type { EmailRequestsQuery, EmailStatus } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';

/** Email Requests (super admins, spec part 2 §2): paid e-mail copies by status and year. */

export const EMAIL_REQUESTS_PAGE_SIZE = 500;

const EMAIL_REQUESTS = domainGraphql(`
  query EmailRequests($emailStatus: EmailStatus!, $filingYear: Int!, $limit: Int) {
    emailRequests(emailStatus: $emailStatus, filingYear: $filingYear, limit: $limit) {
      filingId
      formType
      filingYear
      domainId
      filingStatus
      emailStatus
      emailStatusDesc
      emailStatusDate
      printStatus
      printCopyTrackingId
      payerName
      payerAddress
      payeeName
      payeeEmail
      payeeAddress
    }
  }
`);

const UPDATE_EMAIL_REQUESTS = domainGraphql(`
  mutation UpdateEmailRequests($filingIds: [Int!]!, $emailStatus: EmailStatus!) {
    updateEmailRequests(filingIds: $filingIds, emailStatus: $emailStatus)
  }
`);

export type EmailRequest = EmailRequestsQuery['emailRequests'][number];
export type { EmailStatus };

export const emailRequestsQueryKey = (status: EmailStatus, year: number) =>
  ['emailRequests', status, year] as const;

export async function fetchEmailRequests(
  emailStatus: EmailStatus,
  filingYear: number,
  signal?: AbortSignal,
): Promise<EmailRequest[]> {
  const data = await graphqlRequest(
    '/rs/graphql',
    EMAIL_REQUESTS,
    { emailStatus, filingYear, limit: EMAIL_REQUESTS_PAGE_SIZE },
    { signal },
  );
  return data.emailRequests;
}

export async function updateEmailRequests(filingIds: number[], emailStatus: EmailStatus): Promise<boolean> {
  const data = await graphqlRequest('/rs/graphql', UPDATE_EMAIL_REQUESTS, { filingIds, emailStatus });
  return data.updateEmailRequests;
}

/** The spec's back-office snackbars (part 2 §8). */
export const EMAIL_SNACKBARS = {
  updated: (status: string) => `Updated status of email requests to ${status} successfully`,
  failed: (status: string) => `Failed to updated the status of email requests to ${status}`,
} as const;
