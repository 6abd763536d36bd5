/**
 * BQE CORE's OAuthConnector. BQE's token answer names the company's API base (`endpoint`) and the
 * connection row has no column for it: the connector keeps it with the access token
 * (`<endpoint>#<token>`) and takes it off before any call. A token without one (pasted by a super
 * admin) uses the configured API base. One company per grant: it is the connection's only tenant.
 */
import { PARTNERS } from '@file1099/forms';
import type { BqeClient } from './bqe.client.ts';
import type { OAuthConnector } from './connections.store.ts';
import type { TokenAccess, TokenSet } from './partner-http.ts';
import type { PartnerBooksReader } from './partner.types.ts';

/** A stored access token's API base ('' when it names none) and the token BQE knows. */
export function bqeTokenParts(stored: string): { endpoint: string; token: string } {
  const at = stored.indexOf('#');
  return at > 0 && /^https?:\/\//.test(stored)
    ? { endpoint: stored.slice(0, at), token: stored.slice(at + 1) }
    : { endpoint: '', token: stored };
}

const tagged = (answer: { tokens: TokenSet; endpoint: string }): TokenSet => ({
  ...answer.tokens,
  accessToken: `${answer.endpoint}#${answer.tokens.accessToken}`,
});

/** The reader of a connection, with its stored tokens. */
export async function bqeBooks(client: BqeClient, stored: TokenAccess): Promise<PartnerBooksReader> {
  const { endpoint } = bqeTokenParts(await stored.accessToken());
  return client.books(endpoint, {
    accessToken: async () => bqeTokenParts(await stored.accessToken()).token,
    refreshAfterUnauthorized: async () => bqeTokenParts(await stored.refreshAfterUnauthorized()).token,
  });
}

export function bqeConnector(client: BqeClient): OAuthConnector {
  const tenants: NonNullable<OAuthConnector['tenants']> = async (tokens) => {
    const company = await (await bqeBooks(client, tokens)).company();
    const name = company.legalName || company.name || PARTNERS.BQECore.productName;
    return [{ id: 'company', name }];
  };
  return {
    partner: 'BQECore',
    productName: PARTNERS.BQECore.productName,
    pkce: true,
    authorizeUrl: ({ state, redirectUri, codeChallenge }) => {
      if (codeChallenge === undefined) throw new Error('BQE CORE needs a PKCE challenge');
      return client.authorizeUrl({ state, redirectUri, codeChallenge });
    },
    exchangeCode: async ({ code, redirectUri, codeVerifier }) => {
      if (codeVerifier === undefined) throw new Error('BQE CORE needs the PKCE verifier');
      return tagged(await client.exchangeCode({ code, redirectUri, codeVerifier }));
    },
    refresh: async (refreshToken) => tagged(await client.refresh(refreshToken)),
    revoke: (token) => client.revoke(token),
    tenantName: async (_tenantId, tokens) => (await tenants(tokens))[0]?.name ?? PARTNERS.BQECore.productName,
    tenants,
  };
}
