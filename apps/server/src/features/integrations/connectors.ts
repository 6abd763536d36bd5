import { PARTNERS, type PartnerId } from '@file1099/forms';
import type { ConfigService } from '../config/config.service.ts';
import type { OAuthConnector } from './connections.store.ts';
import type { PartnerHttp } from './partner-http.ts';
import { QboClient } from './qbo.client.ts';
import { QBO_SETTING_NAMES, readQboSettings } from './qbo.config.ts';

/**
 * The partners whose connect flow is built, with the settings a super admin must fill in for each.
 * A partner listed here without its client id and secret is 'not configured'; one not listed is not
 * available yet.
 */
export const CONNECTOR_SETTINGS: Partial<Record<PartnerId, readonly string[]>> = {
  QBO: [QBO_SETTING_NAMES.clientId, QBO_SETTING_NAMES.clientSecret],
};

export function qboConnector(client: QboClient): OAuthConnector {
  return {
    partner: 'QBO',
    productName: PARTNERS.QBO.productName,
    pkce: false,
    authorizeUrl: (input) => client.authorizeUrl({ state: input.state, redirectUri: input.redirectUri }),
    exchangeCode: (input) => client.exchangeCode({ code: input.code, redirectUri: input.redirectUri }),
    refresh: (refreshToken) => client.refresh(refreshToken),
    revoke: (token) => client.revoke(token),
    tenantName: async (tenantId, tokens) => {
      const company = await client.books(tenantId, tokens).company();
      return company.legalName || company.name || tenantId;
    },
  };
}

/** The partner's connector from the current configuration, or null when it is not configured. */
export function connectorFor(
  config: Pick<ConfigService, 'get'>,
  partner: PartnerId,
  options: { http?: PartnerHttp } = {},
): OAuthConnector | null {
  if (partner === 'QBO') {
    const settings = readQboSettings(config);
    return settings ? qboConnector(new QboClient({ ...settings, http: options.http })) : null;
  }
  return null;
}
