/**
 * Zoho Books' OAuthConnector. Zoho's tokens work only in the data centre that issued them, and the
 * connection row has no column for it: the connector tags both stored tokens with the data centre's
 * location (`us~1000.abc…`) and takes the tag off before any call to Zoho. A token without a tag (one a
 * super admin pasted) belongs to the default data centre.
 */
import { PARTNERS } from '@file1099/forms';
import type { OAuthConnector } from './connections.store.ts';
import type { TokenAccess, TokenSet } from './partner-http.ts';
import type { ZohoClient, ZohoDataCentre } from './zoho.client.ts';

const TAG = /^([a-z]{2})~(.+)$/s;

/** A stored token's data centre location (null: untagged) and the token Zoho knows. */
export function zohoTokenParts(stored: string): { location: string | null; token: string } {
  const match = TAG.exec(stored);
  return match?.[1] && match[2] ? { location: match[1], token: match[2] } : { location: null, token: stored };
}

function tagged(dataCentre: ZohoDataCentre, tokens: TokenSet): TokenSet {
  return {
    ...tokens,
    accessToken: `${dataCentre.location}~${tokens.accessToken}`,
    refreshToken: `${dataCentre.location}~${tokens.refreshToken}`,
  };
}

/** The connection's data centre and a TokenAccess that hands Zoho its tokens untagged. */
export async function zohoAccess(
  client: ZohoClient,
  tokens: TokenAccess,
): Promise<{ dataCentre: ZohoDataCentre; tokens: TokenAccess }> {
  const dataCentre = client.dataCentreOf({ location: zohoTokenParts(await tokens.accessToken()).location });
  return {
    dataCentre,
    tokens: {
      accessToken: async () => zohoTokenParts(await tokens.accessToken()).token,
      refreshAfterUnauthorized: async () => zohoTokenParts(await tokens.refreshAfterUnauthorized()).token,
    },
  };
}

/** How many organisations of one connection are offered. */
const MAX_ORGANIZATIONS = 100;

export function zohoConnector(client: ZohoClient): OAuthConnector {
  const tenants: NonNullable<OAuthConnector['tenants']> = async (stored) => {
    const { dataCentre, tokens } = await zohoAccess(client, stored);
    const organizations = await client.organizations(dataCentre, tokens);
    // Zoho's default organisation first: it is the one recorded on connecting.
    return [...organizations]
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
      .slice(0, MAX_ORGANIZATIONS)
      .map((organization) => ({
        id: organization.organizationId,
        name: organization.name || organization.organizationId,
      }));
  };
  return {
    partner: 'Zoho',
    productName: PARTNERS.Zoho.productName,
    pkce: false,
    authorizeUrl: (input) => client.authorizeUrl({ state: input.state, redirectUri: input.redirectUri }),
    exchangeCode: async ({ code, redirectUri, callback }) => {
      const { tokens, dataCentre } = await client.exchangeCode({
        code,
        redirectUri,
        accountsServer: callback?.['accounts-server'] ?? null,
        location: callback?.location ?? null,
      });
      return tagged(dataCentre, tokens);
    },
    refresh: async (stored) => {
      const { location, token } = zohoTokenParts(stored);
      const dataCentre = client.dataCentreOf({ location });
      return tagged(dataCentre, await client.refresh(token, dataCentre));
    },
    revoke: async (stored) => {
      const { location, token } = zohoTokenParts(stored);
      await client.revoke(token, client.dataCentreOf({ location }));
    },
    tenantName: async (tenantId, tokens) =>
      (await tenants(tokens)).find((tenant) => tenant.id === tenantId)?.name ?? tenantId,
    tenants,
  };
}
