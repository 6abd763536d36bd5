import type { FilingService, StateFilingMethod } from '@file1099/forms';
import { domainGraphql } from '../../gql/domain/index.ts';
import { graphqlRequest } from '../api/apiClient.ts';
import { toFiling, type Filing } from './filings.api.ts';

/** The services per filing (spec part 2 §7): one filing, or the select-all variants for a page. */

const UPDATE_FED_SUB = domainGraphql(`
  mutation UpdateFedSub($filingId: Int!, $selected: Boolean!) {
    updateFedSub(filingId: $filingId, selected: $selected) {
      ...FilingFields
    }
  }
`);

const UPDATE_STATE_SUB = domainGraphql(`
  mutation UpdateStateSub($filingId: Int!, $selected: Boolean!, $filingMethod: StateFilingMethod) {
    updateStateSub(filingId: $filingId, selected: $selected, filingMethod: $filingMethod) {
      ...FilingFields
    }
  }
`);

const UPDATE_PRINT_SUB = domainGraphql(`
  mutation UpdatePrintSub($filingId: Int!, $selected: Boolean!) {
    updatePrintSub(filingId: $filingId, selected: $selected) {
      ...FilingFields
    }
  }
`);

const UPDATE_EMAIL_SUB = domainGraphql(`
  mutation UpdateEmailSub($filingId: Int!, $selected: Boolean!) {
    updateEmailSub(filingId: $filingId, selected: $selected) {
      ...FilingFields
    }
  }
`);

const BULK_UPDATE_FED_SUB = domainGraphql(`
  mutation BulkUpdateFedSub($filingIds: [Int!]!, $selected: Boolean!) {
    bulkUpdateFedSub(filingIds: $filingIds, selected: $selected) {
      ...FilingFields
    }
  }
`);

const BULK_UPDATE_STATE_SUB = domainGraphql(`
  mutation BulkUpdateStateSub($stateSubs: [StateSubInput!]!) {
    bulkUpdateStateSub(stateSubs: $stateSubs) {
      ...FilingFields
    }
  }
`);

const BULK_UPDATE_PRINT_SUB = domainGraphql(`
  mutation BulkUpdatePrintSub($filingIds: [Int!]!, $selected: Boolean!) {
    bulkUpdatePrintSub(filingIds: $filingIds, selected: $selected) {
      ...FilingFields
    }
  }
`);

const BULK_UPDATE_EMAIL_SUB = domainGraphql(`
  mutation BulkUpdateEmailSub($filingIds: [Int!]!, $selected: Boolean!) {
    bulkUpdateEmailSub(filingIds: $filingIds, selected: $selected) {
      ...FilingFields
    }
  }
`);

const UPDATE_TIN_MATCH = domainGraphql(`
  mutation UpdateTinMatchByFilingIds($filingIds: [Int!]!, $selected: Boolean!) {
    updateTINMatchByFilingIds(filingIds: $filingIds, selected: $selected) {
      ...FilingFields
    }
  }
`);

export interface ServiceTarget {
  id: number;
  /** The state method (state service only); the server's default when not given. */
  filingMethod?: StateFilingMethod | null;
}

/** Switches one service on or off for one filing; resolves with the filing as stored. */
export async function updateFilingService(
  service: FilingService,
  target: ServiceTarget,
  selected: boolean,
): Promise<Filing> {
  const variables = { filingId: target.id, selected };
  switch (service) {
    case 'fed':
      return toFiling((await graphqlRequest('/rs/graphql', UPDATE_FED_SUB, variables)).updateFedSub);
    case 'state':
      return toFiling(
        (
          await graphqlRequest('/rs/graphql', UPDATE_STATE_SUB, {
            ...variables,
            filingMethod: target.filingMethod ?? null,
          })
        ).updateStateSub,
      );
    case 'print':
      return toFiling((await graphqlRequest('/rs/graphql', UPDATE_PRINT_SUB, variables)).updatePrintSub);
    case 'email':
      return toFiling((await graphqlRequest('/rs/graphql', UPDATE_EMAIL_SUB, variables)).updateEmailSub);
    case 'tinMatch':
      return updateFilingServices(service, [target], selected).then(([filing]) => {
        if (!filing) throw new Error('The filing was not returned');
        return filing;
      });
  }
}

/** The select-all variant: one service for the filings of a page, all or none changed. */
export async function updateFilingServices(
  service: FilingService,
  targets: readonly ServiceTarget[],
  selected: boolean,
): Promise<Filing[]> {
  const filingIds = targets.map((target) => target.id);
  switch (service) {
    case 'fed':
      return (
        await graphqlRequest('/rs/graphql', BULK_UPDATE_FED_SUB, { filingIds, selected })
      ).bulkUpdateFedSub.map(toFiling);
    case 'state': {
      const stateSubs = targets.map((target) => ({
        filingId: target.id,
        selected,
        filingMethod: target.filingMethod ?? null,
      }));
      return (
        await graphqlRequest('/rs/graphql', BULK_UPDATE_STATE_SUB, { stateSubs })
      ).bulkUpdateStateSub.map(toFiling);
    }
    case 'print':
      return (
        await graphqlRequest('/rs/graphql', BULK_UPDATE_PRINT_SUB, { filingIds, selected })
      ).bulkUpdatePrintSub.map(toFiling);
    case 'email':
      return (
        await graphqlRequest('/rs/graphql', BULK_UPDATE_EMAIL_SUB, { filingIds, selected })
      ).bulkUpdateEmailSub.map(toFiling);
    case 'tinMatch':
      return (
        await graphqlRequest('/rs/graphql', UPDATE_TIN_MATCH, { filingIds, selected })
      ).updateTINMatchByFilingIds.map(toFiling);
  }
}
