/**
 * The accounting partners a payer imports from (spec part 1 §3 "Integration catalogue entry", §9
 * connect paths; ../shared/reference/accounting-integrations.md for each partner's contract).
 */

export const PARTNER_IDS = ['QBO', 'Xero', 'FreshBooks', 'Bill', 'Zoho', 'BQECore', 'Wave'] as const;
export type PartnerId = (typeof PARTNER_IDS)[number];

/**
 * How the import reads the partner: `txn` reads payments line by line and needs the account mapping
 * step; `vendors` reads vendors only (the amounts come another way, e.g. Wave's CSV export).
 */
export type PartnerImportType = 'txn' | 'report' | 'vendors';

/** OAuth 2.0 authorisation code (with PKCE where the partner takes it), or BILL's session sign-in. */
export type PartnerAuthKind = 'oauth2' | 'oauth2-pkce' | 'session';

export interface PartnerDefinition {
  id: PartnerId;
  /** The product's name as its maker writes it. */
  productName: string;
  /** /integrations/{path} in the filer app. */
  path: string;
  /** The auth service path that starts (or, for BILL, completes) the connection. */
  connectPath: string;
  /** What the partner calls one set of books: 'company', 'organisation', 'business'. */
  organisationTerm: string;
  /** What the partner calls the accounts the expenses are booked to. */
  chartOfAccountsTerm: string;
  importType: PartnerImportType;
  /** Column header of the partner's own vendor id. */
  vendorIdLabel: string;
  auth: PartnerAuthKind;
  /** A sentence the wizard adds where the import reads less than everything (Wave). */
  importNote: string | null;
}

export const PARTNERS: Readonly<Record<PartnerId, PartnerDefinition>> = {
  QBO: {
    id: 'QBO',
    productName: 'QuickBooks Online',
    path: 'qbo',
    connectPath: '/access/connectToQuickBooks',
    organisationTerm: 'company',
    chartOfAccountsTerm: 'chart of accounts',
    importType: 'txn',
    vendorIdLabel: 'QuickBooks Vendor Id',
    auth: 'oauth2',
    importNote: null,
  },
  Xero: {
    id: 'Xero',
    productName: 'Xero',
    path: 'xero',
    connectPath: '/access/connectToXero',
    organisationTerm: 'organisation',
    chartOfAccountsTerm: 'chart of accounts',
    importType: 'txn',
    vendorIdLabel: 'Xero Contact Id',
    auth: 'oauth2-pkce',
    importNote: null,
  },
  FreshBooks: {
    id: 'FreshBooks',
    productName: 'FreshBooks',
    path: 'freshbooks',
    connectPath: '/access/connectToFB',
    organisationTerm: 'business',
    chartOfAccountsTerm: 'expense categories',
    importType: 'txn',
    vendorIdLabel: 'FreshBooks Vendor Id',
    auth: 'oauth2',
    importNote: null,
  },
  Bill: {
    id: 'Bill',
    productName: 'BILL',
    path: 'bill',
    connectPath: '/access/bdcCallback',
    organisationTerm: 'organization',
    chartOfAccountsTerm: 'chart of accounts',
    importType: 'txn',
    vendorIdLabel: 'BILL Vendor Id',
    auth: 'session',
    importNote:
      'BILL copies its bills and payments into your accounting software. Import each payer from BILL or from your accounting software, not both, or the payments count twice.',
  },
  Zoho: {
    id: 'Zoho',
    productName: 'Zoho Books',
    path: 'zoho',
    connectPath: '/access/connectToZoho',
    organisationTerm: 'organization',
    chartOfAccountsTerm: 'chart of accounts',
    importType: 'txn',
    vendorIdLabel: 'Zoho Books Vendor Id',
    auth: 'oauth2',
    importNote: null,
  },
  BQECore: {
    id: 'BQECore',
    productName: 'BQE CORE',
    path: 'bqecore',
    connectPath: '/access/connectToBQECORE',
    organisationTerm: 'company',
    chartOfAccountsTerm: 'chart of accounts',
    importType: 'txn',
    vendorIdLabel: 'BQE CORE Vendor Id',
    auth: 'oauth2-pkce',
    importNote: null,
  },
  Wave: {
    id: 'Wave',
    productName: 'Wave',
    path: 'wave',
    connectPath: '/access/connectToWave',
    organisationTerm: 'business',
    chartOfAccountsTerm: 'chart of accounts',
    importType: 'vendors',
    vendorIdLabel: 'Wave Vendor Id',
    auth: 'oauth2',
    importNote:
      "Wave does not let other apps read its payments. We import your business and vendors from Wave; export your payments from Wave as CSV and add them with 'Import from Excel'.",
  },
};

export function isPartnerId(value: unknown): value is PartnerId {
  return typeof value === 'string' && (PARTNER_IDS as readonly string[]).includes(value);
}

/** The partner of a /integrations/{path} route; null for an unknown path (the page is not found). */
export function findPartnerByPath(path: string): PartnerDefinition | null {
  const wanted = path.toLowerCase();
  return Object.values(PARTNERS).find((partner) => partner.path === wanted) ?? null;
}

/** Messages of the connect flow and the import (spec part 2 §4, §8), word for word. */
export const INTEGRATION_MESSAGES = {
  connected: 'Connected Successfully',
  connectFailed: (productName: string) => `Failed to connect to ${productName}`,
  disconnected: 'Disconnected Successfully',
  disconnectFailed: 'Error disconnecting',
  completeFlow: 'Please complete the connection flow',
  notConnected: (productName: string) =>
    `You account is NOT connected to ${productName}. Please connect to an account to be able to import data from ${productName}.`,
  mappingsSaved: 'Saved box mappings successfully',
  mappingsFailed: 'Failed to save box mappings',
  fetchFailed: 'Error fetching data from the accounting partner.',
  tokensUpdated: 'Updated',
  tokensUpdateFailed: 'Error updating tokens...',
  tokensLoadFailed: 'Error loading token data',
  tokenDataHint: 'Enter token data as a string.',
  unknownVendor: 'Unknown Vendor',
} as const;

/** 'Please make sure your {product} {org} has data…', with Xero's extra sentence (spec part 2 §8). */
export function getEmptyImportMessage(partner: PartnerDefinition): string {
  const base = `Please make sure your ${partner.productName} ${partner.organisationTerm} has data or connect to a different one.`;
  return partner.id === 'Xero'
    ? `${base} Also, make sure you have set up your 1099 report in Xero and you have 'Advisory' role in the organization.`
    : base;
}
