import { queryOptions } from '@tanstack/react-query';
import type { PublicAppConfig } from '@file1099/shared';
import type { AppConfigQuery, AppConfigQueryVariables } from '../../gql/domain/graphql.ts';
import { graphqlRequest, type GraphqlDocument } from '../api/apiClient.ts';

/**
 * The query's text, which the code generator reads through its tag's comment, checks against the
 * schema and types (`AppConfigQuery`). Every page loads this query first, the sign-in page too, so
 * it is not taken through `domainGraphql`, whose map (and the generated module) holds every
 * document of the endpoint (docs/web.md); a test checks it is the generated document's text.
 */
export const APP_CONFIG_SOURCE = /* domainGraphql */ `
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
`;

export const APP_CONFIG_QUERY = Object(APP_CONFIG_SOURCE) as GraphqlDocument<
  AppConfigQuery,
  AppConfigQueryVariables
>;

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
