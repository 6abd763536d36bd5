/**
 * The books of a connection (docs/integrations.md, "Mapping, summary and import"): the partner's
 * PartnerBooksReader for the connected organisation, reading with the connection's stored tokens
 * (refreshed before expiry, and once after a 401, under the connection's row lock).
 */
import { INTEGRATION_MESSAGES, PARTNERS, type PartnerId } from '@file1099/forms';
import { AppError } from '../../lib/app-error.ts';
import { connectionTokenAccess, type OAuthConnector } from './connections.store.ts';
import type { IntegrationConnectionRow } from './connections.table.ts';
import { BillClient } from './bill.client.ts';
import { readBillSettings } from './bill.config.ts';
import { BqeClient } from './bqe.client.ts';
import { readBqeSettings } from './bqe.config.ts';
import { bqeBooks } from './bqe.connector.ts';
import { connectorFor } from './connectors.ts';
import { FreshBooksClient } from './freshbooks.client.ts';
import { readFreshBooksSettings } from './freshbooks.config.ts';
import type { IntegrationDeps } from './integrations.service.ts';
import type { TokenAccess } from './partner-http.ts';
import type { PartnerBooksReader } from './partner.types.ts';
import { QboClient } from './qbo.client.ts';
import { readQboSettings } from './qbo.config.ts';
import { WaveClient } from './wave.client.ts';
import { readWaveSettings } from './wave.config.ts';
import { XeroClient } from './xero.client.ts';
import { readXeroSettings } from './xero.config.ts';
import { ZohoClient } from './zoho.client.ts';
import { readZohoSettings } from './zoho.config.ts';
import { zohoAccess } from './zoho.connector.ts';

type BooksFactory = (
  deps: IntegrationDeps,
  tenantId: string,
  tokens: TokenAccess,
) => Promise<PartnerBooksReader | null>;

/** How each partner's books are opened; a partner missing here has no books to read yet. */
const BOOKS: Partial<Record<PartnerId, BooksFactory>> = {
  QBO: async (deps, tenantId, tokens) => {
    const settings = readQboSettings(deps.config);
    return settings ? new QboClient({ ...settings, http: deps.http }).books(tenantId, tokens) : null;
  },
  Xero: async (deps, tenantId, tokens) => {
    const settings = readXeroSettings(deps.config);
    return settings ? new XeroClient({ ...settings, http: deps.http }).books(tenantId, tokens) : null;
  },
  FreshBooks: async (deps, tenantId, tokens) => {
    const settings = readFreshBooksSettings(deps.config);
    return settings ? new FreshBooksClient({ ...settings, http: deps.http }).books(tenantId, tokens) : null;
  },
  Bill: async (deps, tenantId, tokens) => {
    const settings = readBillSettings(deps.config);
    return settings ? new BillClient({ ...settings, http: deps.http }).books(tenantId, tokens) : null;
  },
  BQECore: async (deps, _tenantId, tokens) => {
    const settings = readBqeSettings(deps.config);
    return settings ? bqeBooks(new BqeClient({ ...settings, http: deps.http }), tokens) : null;
  },
  Zoho: async (deps, tenantId, tokens) => {
    const settings = readZohoSettings(deps.config);
    if (!settings) return null;
    const client = new ZohoClient({ ...settings, http: deps.http });
    const access = await zohoAccess(client, tokens);
    return client.books({ organizationId: tenantId, dataCentre: access.dataCentre }, access.tokens);
  },
  // Wave's business, vendors and accounts; its payments come from its CSV export (wave-import.ts).
  Wave: async (deps, tenantId, tokens) => {
    const settings = readWaveSettings(deps.config);
    return settings ? new WaveClient({ ...settings, http: deps.http }).books(tenantId, tokens) : null;
  },
};

/** Whether the partner's payments can be read (Wave's cannot: its payments come by CSV). */
export function canReadBooks(partner: PartnerId): boolean {
  return BOOKS[partner] !== undefined && PARTNERS[partner].importType === 'txn';
}

/** The connection's books; refuses a connection without an organisation or a partner not configured. */
export async function openBooks(
  deps: IntegrationDeps,
  row: IntegrationConnectionRow,
): Promise<{ books: PartnerBooksReader; connector: OAuthConnector }> {
  const productName = PARTNERS[row.partner].productName;
  const connector = connectorFor(deps.config, row.partner, { http: deps.http });
  const factory = BOOKS[row.partner];
  if (!connector || !factory)
    throw new AppError('BAD_USER_INPUT', `${productName} is not configured on this server.`);
  if (row.status !== 'Connected' || !row.tenantId)
    throw new AppError('BAD_USER_INPUT', INTEGRATION_MESSAGES.notConnected(productName));
  const tokens = connectionTokenAccess(deps.db, deps.encryptor, connector, row.id);
  const books = await factory(deps, row.tenantId, tokens);
  if (!books) throw new AppError('BAD_USER_INPUT', `${productName} is not configured on this server.`);
  return { books, connector };
}
