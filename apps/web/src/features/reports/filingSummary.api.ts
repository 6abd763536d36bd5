import { domainGraphql } from '../../gql/domain/index.ts';
import type { FilingSummaryQuery, FormType } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';

const FILING_SUMMARY = domainGraphql(`
  query FilingSummary($type: FormType!, $year: Int!) {
    filingSummary(filingType: $type, filingYear: $year) {
      rows {
        payeeId
        payeeName
        tin
        filings
        hasCorrections
        totalCents
        federalTaxWithheldCents
      }
      totals {
        payees
        forms
        totalCents
        federalTaxWithheldCents
      }
      truncated
    }
  }
`);

export type FilingSummary = FilingSummaryQuery['filingSummary'];

export async function fetchFilingSummary(
  formType: FormType,
  year: number,
  signal?: AbortSignal,
): Promise<FilingSummary> {
  return (await graphqlRequest('/rs/graphql', FILING_SUMMARY, { type: formType, year }, { signal }))
    .filingSummary;
}

/** Download 1096 Form: the server fills it with the summary's totals. */
export function form1096Url(formType: FormType, year: number): string {
  return `/rs/api/reports/form1096/?${new URLSearchParams({ formType, filingYear: `Y${year}` }).toString()}`;
}

/** The summary as a CSV or Excel file (every money box; TINs masked as on the screen). */
export function filingSummaryExportUrl(formType: FormType, year: number, format: 'csv' | 'xlsx'): string {
  const query = new URLSearchParams({ formType, filingYear: `Y${year}`, format });
  return `/rs/api/reports/filingsummary/?${query.toString()}`;
}
