/**
 * BILL's connector for the connection store: no OAuth redirect (the connect path takes the sign-in
 * form, bill.routes.ts); "refresh" signs in again with the sealed sign-in; nothing to revoke (the
 * stored sign-in is deleted and the session ends by itself after 35 idle minutes).
 */
import { PARTNERS } from '@file1099/forms';
import type { BillClient } from './bill.client.ts';
import type { OAuthConnector } from './connections.store.ts';

export function billConnector(client: BillClient): OAuthConnector {
  const noRedirect = () => {
    throw new Error('BILL connects with its sign-in form, not a redirect');
  };
  return {
    partner: 'Bill',
    productName: PARTNERS.Bill.productName,
    pkce: false,
    authorizeUrl: noRedirect,
    exchangeCode: async () => noRedirect(),
    refresh: (stored) => client.refresh(stored),
    revoke: async () => undefined,
    tenantName: async (tenantId, tokens) => {
      const company = await client.books(tenantId, tokens).company();
      return company.legalName || company.name || tenantId;
    },
  };
}
