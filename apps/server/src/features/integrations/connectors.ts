import { PARTNERS, type PartnerId } from '@file1099/forms';
import type { ConfigService } from '../config/config.service.ts';
import { BillClient } from './bill.client.ts';
import { BILL_SETTING_NAMES, readBillSettings } from './bill.config.ts';
import { billConnector } from './bill.connector.ts';
import { BqeClient } from './bqe.client.ts';
import { BQE_SETTING_NAMES, readBqeSettings } from './bqe.config.ts';
import { bqeConnector } from './bqe.connector.ts';
import { WaveClient } from './wave.client.ts';
import { WAVE_SETTING_NAMES, readWaveSettings, waveConnector } from './wave.config.ts';
import type { OAuthConnector } from './connections.store.ts';
import { FreshBooksClient } from './freshbooks.client.ts';
import { FRESHBOOKS_SETTING_NAMES, readFreshBooksSettings } from './freshbooks.config.ts';
import type { PartnerHttp } from './partner-http.ts';
import { QboClient } from './qbo.client.ts';
import { QBO_SETTING_NAMES, readQboSettings } from './qbo.config.ts';
import { XeroClient } from './xero.client.ts';
import { ZohoClient } from './zoho.client.ts';
import { ZOHO_SETTING_NAMES, readZohoSettings } from './zoho.config.ts';
import { zohoConnector } from './zoho.connector.ts';
import { XERO_SETTING_NAMES, readXeroSettings } from './xero.config.ts';

/**
 * The partners whose connect flow is built, with the settings a super admin must fill in for each.
 * A partner listed here without its client id (and, where it needs one, secret) is 'not configured';
 * one not listed is not available yet.
 */
export const CONNECTOR_SETTINGS: Partial<Record<PartnerId, readonly string[]>> = {
  QBO: [QBO_SETTING_NAMES.clientId, QBO_SETTING_NAMES.clientSecret],
  Xero: [XERO_SETTING_NAMES.clientId, XERO_SETTING_NAMES.clientSecret],
  FreshBooks: [FRESHBOOKS_SETTING_NAMES.clientId, FRESHBOOKS_SETTING_NAMES.clientSecret],
  Zoho: [ZOHO_SETTING_NAMES.clientId, ZOHO_SETTING_NAMES.clientSecret],
  Bill: [BILL_SETTING_NAMES.devKey],
  BQECore: [BQE_SETTING_NAMES.clientId, BQE_SETTING_NAMES.clientSecret],
  Wave: [WAVE_SETTING_NAMES.clientId, WAVE_SETTING_NAMES.clientSecret],
};

/** How many organisations of one connection are offered (the list has a limit like every list). */
export const MAX_TENANTS = 100;

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

/** Xero: PKCE (S256); one grant may reach several organisations, listed by `/connections`. */
export function xeroConnector(client: XeroClient): OAuthConnector {
  return {
    partner: 'Xero',
    productName: PARTNERS.Xero.productName,
    pkce: true,
    authorizeUrl: ({ state, redirectUri, codeChallenge }) => {
      if (codeChallenge === undefined) throw new Error('Xero needs a PKCE challenge');
      return client.authorizeUrl({ state, redirectUri, codeChallenge });
    },
    exchangeCode: ({ code, redirectUri, codeVerifier }) => {
      if (codeVerifier === undefined) throw new Error('Xero needs the PKCE verifier');
      return client.exchangeCode({ code, redirectUri, codeVerifier });
    },
    refresh: (refreshToken) => client.refresh(refreshToken),
    revoke: (token) => client.revoke(token),
    tenantName: async (tenantId, tokens) => {
      const company = await client.books(tenantId, tokens).company();
      return company.legalName || company.name || tenantId;
    },
    tenants: async (tokens) =>
      (await client.tenants(tokens))
        .slice(0, MAX_TENANTS)
        .map((tenant) => ({ id: tenant.tenantId, name: tenant.tenantName || tenant.tenantId })),
  };
}

/** FreshBooks: no PKCE; a user may belong to several businesses (`/auth/api/v1/users/me`). */
export function freshBooksConnector(client: FreshBooksClient): OAuthConnector {
  const tenants: NonNullable<OAuthConnector['tenants']> = async (tokens) =>
    (await client.businesses(tokens))
      .slice(0, MAX_TENANTS)
      .map((business) => ({ id: business.accountId, name: business.name || business.accountId }));
  return {
    partner: 'FreshBooks',
    productName: PARTNERS.FreshBooks.productName,
    pkce: false,
    authorizeUrl: (input) => client.authorizeUrl({ state: input.state, redirectUri: input.redirectUri }),
    exchangeCode: (input) => client.exchangeCode({ code: input.code, redirectUri: input.redirectUri }),
    refresh: (refreshToken) => client.refresh(refreshToken),
    revoke: (token) => client.revoke(token),
    tenantName: async (tenantId, tokens) =>
      (await tenants(tokens)).find((tenant) => tenant.id === tenantId)?.name ?? tenantId,
    tenants,
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
  if (partner === 'Xero') {
    const settings = readXeroSettings(config);
    return settings ? xeroConnector(new XeroClient({ ...settings, http: options.http })) : null;
  }
  if (partner === 'FreshBooks') {
    const settings = readFreshBooksSettings(config);
    return settings ? freshBooksConnector(new FreshBooksClient({ ...settings, http: options.http })) : null;
  }
  if (partner === 'Zoho') {
    const settings = readZohoSettings(config);
    return settings ? zohoConnector(new ZohoClient({ ...settings, http: options.http })) : null;
  }
  if (partner === 'Bill') {
    const settings = readBillSettings(config);
    return settings ? billConnector(new BillClient({ ...settings, http: options.http })) : null;
  }
  if (partner === 'BQECore') {
    const settings = readBqeSettings(config);
    return settings ? bqeConnector(new BqeClient({ ...settings, http: options.http })) : null;
  }
  if (partner === 'Wave') {
    const settings = readWaveSettings(config);
    return settings ? waveConnector(new WaveClient({ ...settings, http: options.http })) : null;
  }
  return null;
}
