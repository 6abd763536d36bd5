import { restRequest } from '../api/apiClient.ts';

/** The payee's W-9 request as GET /rs/api/vendorportal/w9/{id}/ answers it (spec part 1 §7). */
export interface W9PortalRequest {
  id: string;
  displayName: string;
  payerName: string;
  w9RequestStatus: string;
  requestText: string;
  entityType: 'Individual' | 'Business' | null;
  businessName: string;
  dba: string;
  firstName: string;
  middleName: string;
  lastName: string;
  tinType: string;
  tin: string;
  fedTaxClassification: string;
  llcTaxClassification: string;
  foreignPartners: boolean;
  exemptPayeeCode: string;
  fatcaCode: string;
  emailAddress: string;
  phoneNumber: string;
  phoneExt: string;
  address: { line1: string; line2: string; city: string; state: string; country: string; postalCode: string };
  correctTIN: boolean;
  exempt: boolean;
  usPerson: boolean;
  signedAt: string | null;
}

const base = (id: string) => `/rs/api/vendorportal/w9/${encodeURIComponent(id)}/`;

export const w9PortalQueryKey = (id: string) => ['w9Portal', id] as const;

export function fetchW9Request(id: string, signal?: AbortSignal): Promise<W9PortalRequest> {
  return restRequest<W9PortalRequest>(base(id), { signal });
}

/** PUT: the answers so far (`draft`) or the whole form; the answer is the next payload. */
export function saveW9Request(payload: Partial<W9PortalRequest> & { id: string; draft?: boolean }) {
  return restRequest<W9PortalRequest>('/rs/api/vendorportal/w9/', { method: 'PUT', body: payload });
}

/** POST file: the drawn signature (a PNG data URL); the server fills and keeps the signed W-9. */
export function signW9Request(id: string, signature: string) {
  return restRequest<W9PortalRequest>(`${base(id)}file/`, { method: 'POST', body: { signature } });
}

/** GET file: the signed W-9, opened in the browser. */
export function w9FileUrl(id: string): string {
  return `${base(id)}file/`;
}
