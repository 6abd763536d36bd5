import { queryOptions } from '@tanstack/react-query';
import type { PublicAppConfig } from '@file1099/shared';
import { domainGraphql } from '../../gql/domain/index.ts';
import { graphqlRequest } from '../api/apiClient.ts';

export const APP_CONFIG_QUERY = domainGraphql(`
  query AppConfig {
    appConfig {
      sandbox
      pardonPage
      features {
        vendorPortal
        userManagement
        tinMatch
        w9
      }
      season {
        latestFilingYear
        defaultFilingYear
        selectableYears
        irsDownFrom
        irsDownUntil
        printCutoffMayMiss
        printCutoffWillMiss
        federalCutoffMayBeLate
        federalCutoffWillBeLate
        warningsEnd
        postmarkDeadline
        notices
      }
    }
  }
`);

export const appConfigQueryKey = ['appConfig'] as const;

/** The public app configuration (no sign-in needed): season, feature flags, sandbox, pardon page. */
export const appConfigQueryOptions = queryOptions({
  queryKey: appConfigQueryKey,
  queryFn: async ({ signal }): Promise<PublicAppConfig> => {
    const data = await graphqlRequest('/rs/graphql', APP_CONFIG_QUERY, {}, { signal });
    return data.appConfig;
  },
  staleTime: 5 * 60_000,
});
