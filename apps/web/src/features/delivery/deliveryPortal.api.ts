import { postForFile, restRequest } from '../api/apiClient.ts';

/** The recipient's pages (no login): the consent invitation and the statement download. */

export interface Disclosure {
  title: string;
  text: string;
}

export interface ConsentView {
  payerName: string;
  payeeName: string;
  disclosures: Disclosure[];
  disclosureVersion: string;
}

export interface StatementView {
  payerName: string;
  formLabel: string;
  filingYear: number;
  availableUntil: string;
  lockedMinutes: number;
  consentWithdrawn: boolean;
}

const consentBase = (id: string) => `/rs/api/delivery/consent/${encodeURIComponent(id)}`;
const statementBase = (id: string) => `/rs/api/delivery/statement/${encodeURIComponent(id)}`;

export const consentQueryKey = (id: string) => ['deliveryConsent', id] as const;
export const statementQueryKey = (id: string) => ['deliveryStatement', id] as const;

export function fetchConsent(id: string, signal?: AbortSignal): Promise<ConsentView> {
  return restRequest<ConsentView>(consentBase(id), { signal });
}

/** The sample PDF with the code to enter back, opened in a new tab. */
export function sampleUrl(id: string): string {
  return `${consentBase(id)}/sample`;
}

export function acceptConsent(id: string, code: string): Promise<{ status: string }> {
  return restRequest(`${consentBase(id)}/accept`, { method: 'POST', body: { code } });
}

export function declineConsent(id: string): Promise<{ status: string }> {
  return restRequest(`${consentBase(id)}/decline`, { method: 'POST', body: {} });
}

export function fetchStatement(id: string, signal?: AbortSignal): Promise<StatementView> {
  return restRequest<StatementView>(statementBase(id), { signal });
}

export function withdrawConsent(id: string): Promise<{ status: string }> {
  return restRequest(`${statementBase(id)}/withdraw`, { method: 'POST', body: {} });
}

/** Checks the last four TIN digits and saves Copy B under the server's file name. */
export async function downloadStatement(id: string, tinLast4: string): Promise<void> {
  const { blob, fileName } = await postForFile(`${statementBase(id)}/file`, { tinLast4 });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'Copy B.pdf';
  link.click();
  URL.revokeObjectURL(url);
}
