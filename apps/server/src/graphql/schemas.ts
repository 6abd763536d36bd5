import type { GraphQLSchema } from 'graphql';
import { authBuilder, domainBuilder } from './builders.ts';
import '../features/health/health.graphql.ts';
import '../features/config/config.graphql.ts';
import '../features/jobs/jobs.graphql.ts';
import '../features/mail/mail.graphql.ts';
import '../features/auth/auth.graphql.ts';
import '../features/accounts/accounts.graphql.ts';
import '../features/team/team.graphql.ts';
import '../features/auth/testdrive.graphql.ts';
import '../features/payers/payers.graphql.ts';
import '../features/payees/payees.graphql.ts';
import '../features/filings/filings.graphql.ts';
import '../features/services/services.graphql.ts';
import '../features/imports/imports.graphql.ts';
import '../features/billing/billing.graphql.ts';
import '../features/submission/submission.graphql.ts';
import '../features/efs/efs.graphql.ts';
import '../features/transmissions/transmissions.graphql.ts';
import '../features/state-filing/state-filing.graphql.ts';
import '../features/w9/w9.graphql.ts';
import '../features/tin-match/tin-match.graphql.ts';
import '../features/documents/documents.graphql.ts';
import '../features/documents/filing-summary.graphql.ts';
import '../features/delivery/delivery.graphql.ts';
import '../features/print/print.graphql.ts';
import '../features/integrations/integrations.graphql.ts';
import '../features/integrations/partner-import.graphql.ts';
import '../features/portal/portal.graphql.ts';
import '../features/portal/portal-consent.graphql.ts';
import '../features/health/deploy-info.graphql.ts';
import '../features/workers/workers.graphql.ts';
import '../features/audit/audit.graphql.ts';

let schemas: { domain: GraphQLSchema; auth: GraphQLSchema } | undefined;

/** Both endpoints' schemas, built once from the features' code-first definitions. */
export function getSchemas(): { domain: GraphQLSchema; auth: GraphQLSchema } {
  schemas ??= { domain: domainBuilder.toSchema(), auth: authBuilder.toSchema() };
  return schemas;
}
