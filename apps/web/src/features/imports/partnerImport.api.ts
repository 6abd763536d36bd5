import { domainGraphql } from '../../gql/domain/index.ts';
import type {
  ChartOfAccountsQuery,
  ImportSummaryQuery,
  Partner,
  PartnerLastSyncQuery,
} from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';
import type { ImportRun } from './imports.api.ts';

/** The partner import's operations (spec part 2 §7; docs/integrations.md "Mapping, summary and import"). */
export type ChartOfAccounts = ChartOfAccountsQuery['chartOfAccounts'];
export type PartnerAccountEntry = ChartOfAccounts['accounts'][number];
export type PartnerImportSummary = ImportSummaryQuery['importSummary'];
export type PartnerVendorSummary = PartnerImportSummary['vendors'][number];
export type PartnerLastSync = NonNullable<PartnerLastSyncQuery['accountingIntegration']>;

export const lastSyncKey = (partner: Partner) => ['accountingIntegration', partner] as const;
export const chartKey = (id: number) => ['chartOfAccounts', id] as const;
export const summaryKey = (id: number, year: number, only1099: boolean) =>
  ['importSummary', id, year, only1099] as const;

const LAST_SYNC = domainGraphql(`
  query PartnerLastSync($partner: Partner!) {
    accountingIntegration(partner: $partner) {
      id
      partner
      accountsLastSyncDate
      vendorsLastSyncDate
      transactionsLastSyncDate
    }
  }
`);

const CHART = domainGraphql(`
  query ChartOfAccounts($id: Int!, $refresh: Boolean) {
    chartOfAccounts(id: $id, refresh: $refresh) {
      integrationId
      lastSyncTime
      accounts {
        accountId
        accountName
        accountFullName
        accountType
        accountSubType
        isActive
        isSubAccount
      }
      boxMappings {
        boxName
        accountIds
      }
      suggestedBoxMappings {
        boxName
        accountIds
      }
    }
  }
`);

const UPDATE_BOX_MAPPINGS = domainGraphql(`
  mutation UpdateBoxMappings($partner: Partner!, $boxMappings: [BoxMappingInput!]!) {
    updateBoxMappings(partner: $partner, boxMappings: $boxMappings) {
      boxName
      accountIds
    }
  }
`);

const IMPORT_SUMMARY = domainGraphql(`
  query ImportSummary($integrationId: Int!, $filingYear: Int!, $include1099VendorsOnly: Boolean) {
    importSummary(
      integrationId: $integrationId
      filingYear: $filingYear
      include1099VendorsOnly: $include1099VendorsOnly
    ) {
      lastSyncTime
      emptyMessage
      companyName
      vendorCount
      vendors {
        vendorId
        name
        is1099Vendor
        allCents
        includedCents
        excludedCents
        unknownCents
        boxes {
          boxName
          amountCents
        }
        forms {
          formType
          amountCents
          skipReason
        }
        lineCount
        lines {
          transactionId
          paidOn
          accountId
          amountCents
          category
          boxName
          reason
        }
      }
    }
  }
`);

const CREATE_PARTNER_IMPORT = domainGraphql(`
  mutation CreatePartnerImport($integrationId: Int!, $filingYear: Int!, $include1099VendorsOnly: Boolean) {
    createPartnerImport(
      integrationId: $integrationId
      filingYear: $filingYear
      include1099VendorsOnly: $include1099VendorsOnly
    ) {
      ...ImportRunFields
    }
  }
`);

export async function fetchLastSync(partner: Partner): Promise<PartnerLastSync | null> {
  return (await graphqlRequest('/rs/graphql', LAST_SYNC, { partner })).accountingIntegration ?? null;
}

export async function fetchChart(id: number, refresh: boolean): Promise<ChartOfAccounts> {
  return (await graphqlRequest('/rs/graphql', CHART, { id, refresh })).chartOfAccounts;
}

export async function saveBoxMappings(
  partner: Partner,
  boxMappings: { boxName: string; accountIds: string }[],
): Promise<void> {
  await graphqlRequest('/rs/graphql', UPDATE_BOX_MAPPINGS, { partner, boxMappings });
}

export async function fetchImportSummary(
  integrationId: number,
  filingYear: number,
  include1099VendorsOnly: boolean,
): Promise<PartnerImportSummary> {
  return (
    await graphqlRequest('/rs/graphql', IMPORT_SUMMARY, { integrationId, filingYear, include1099VendorsOnly })
  ).importSummary;
}

export async function createPartnerImport(
  integrationId: number,
  filingYear: number,
  include1099VendorsOnly: boolean,
): Promise<ImportRun> {
  return (
    await graphqlRequest('/rs/graphql', CREATE_PARTNER_IMPORT, {
      integrationId,
      filingYear,
      include1099VendorsOnly,
    })
  ).createPartnerImport as ImportRun;
}
