import { authBuilder, domainBuilder } from '../../graphql/builders.ts';
import { DomainPartnerEnum, PartnerEnum } from '../../graphql/enums.ts';
import { requireDomain } from '../access/access.ts';
import { buildSessionData } from '../accounts/session-data.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { findConnection } from './connections.store.ts';
import {
  chooseOAuthAccount,
  disconnectIntegration,
  getIntegration,
  listOAuthAccounts,
  listPartnerCards,
  readTokenData,
  refreshIntegrationTokens,
  updateTokenData,
  type IntegrationDeps,
  type OAuthIntegrationView,
  type PartnerCard,
} from './integrations.service.ts';

/**
 * The auth service's operations of an OAuth connection (spec part 2 §7, /access/graphql) and the
 * domain service's partner list and accounting integration (/rs/graphql). Every one works on the
 * caller's selected account; the token viewer and updater are for super admins.
 */

const deps = (context: RequestContext): IntegrationDeps => ({
  db: context.db,
  encryptor: context.services.encryptor,
  config: context.config,
});

const MfaConfig = authBuilder.objectRef<{ mfaEnabled: boolean }>('MfaConfig').implement({
  fields: (t) => ({ mfaEnabled: t.exposeBoolean('mfaEnabled') }),
});

const OAuthIntegration = authBuilder
  .objectRef<OAuthIntegrationView & { mfaEnabled: boolean }>('OAuthIntegration')
  .implement({
    fields: (t) => ({
      partner: t.expose('partner', { type: PartnerEnum }),
      connected: t.exposeBoolean('connected'),
      needsReconnect: t.exposeBoolean('needsReconnect'),
      configured: t.exposeBoolean('configured'),
      domainId: t.exposeInt('domainId'),
      accountId: t.exposeString('accountId', { nullable: true }),
      accountName: t.exposeString('accountName', { nullable: true }),
      connectedDate: t.expose('connectedDate', { type: 'DateTime', nullable: true }),
      updatedDate: t.expose('updatedDate', { type: 'DateTime', nullable: true }),
      accessTokenExpiresAt: t.expose('accessTokenExpiresAt', { type: 'DateTime', nullable: true }),
      mfaConfig: t.field({ type: MfaConfig, resolve: (i) => ({ mfaEnabled: i.mfaEnabled }) }),
    }),
  });

const OAuthAccount = authBuilder
  .objectRef<{ accountId: string; accountName: string }>('OAuthAccount')
  .implement({
    fields: (t) => ({ accountId: t.exposeString('accountId'), accountName: t.exposeString('accountName') }),
  });

async function withMfa(context: RequestContext, integration: OAuthIntegrationView) {
  const session = context.session;
  const data = session ? await buildSessionData(context.db, session) : null;
  return { ...integration, mfaEnabled: data?.mfaEnabled ?? false };
}

authBuilder.queryField('oAuthIntegration', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: OAuthIntegration,
    args: { partner: t.arg({ type: PartnerEnum, required: true }) },
    resolve: async (_root, { partner }, context) => {
      const { domainId } = requireDomain(context);
      return withMfa(context, await getIntegration(deps(context), domainId, partner));
    },
  }),
);

authBuilder.queryField('oAuthAccounts', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [OAuthAccount],
    args: { partner: t.arg({ type: PartnerEnum, required: true }) },
    resolve: (_root, { partner }, context) =>
      listOAuthAccounts(deps(context), requireDomain(context).domainId, partner),
  }),
);

authBuilder.mutationField('connectOAuthAccount', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: OAuthIntegration,
    args: {
      partner: t.arg({ type: PartnerEnum, required: true }),
      accountId: t.arg.string({ required: true }),
      accountName: t.arg.string({ required: true }),
    },
    resolve: async (_root, { partner, accountId, accountName }, context) => {
      const { domainId } = requireDomain(context);
      return withMfa(
        context,
        await chooseOAuthAccount(deps(context), domainId, partner, { accountId, accountName }),
      );
    },
  }),
);

authBuilder.mutationField('disconnectOAuthIntegration', (t) =>
  t.boolean({
    authScopes: { accountMember: true },
    args: { partner: t.arg({ type: PartnerEnum, required: true }) },
    resolve: (_root, { partner }, context) =>
      disconnectIntegration(deps(context), requireDomain(context).domainId, partner),
  }),
);

for (const [name, force] of [
  ['refreshTokens', false],
  ['hardRefreshTokens', true],
] as const)
  authBuilder.mutationField(name, (t) =>
    t.field({
      authScopes: { accountMember: true },
      type: OAuthIntegration,
      description: force
        ? 'Refreshes the tokens now.'
        : 'Refreshes the tokens when they expire within five minutes (on opening the screen).',
      args: { partner: t.arg({ type: PartnerEnum, required: true }) },
      resolve: async (_root, { partner }, context) => {
        const { domainId } = requireDomain(context);
        return withMfa(context, await refreshIntegrationTokens(deps(context), domainId, partner, force));
      },
    }),
  );

authBuilder.queryField('oAuthTokenData', (t) =>
  t.string({
    authScopes: { superAdmin: true },
    description: "The selected account's token JSON, tokens masked (super admins).",
    args: { partner: t.arg({ type: PartnerEnum, required: true }) },
    resolve: (_root, { partner }, context) =>
      readTokenData(deps(context), requireDomain(context).domainId, partner),
  }),
);

authBuilder.mutationField('updateOAuthToken', (t) =>
  t.boolean({
    authScopes: { superAdmin: true },
    description: 'Replaces the tokens from token JSON; a token left masked is kept (super admins).',
    args: {
      partner: t.arg({ type: PartnerEnum, required: true }),
      tokenData: t.arg.string({ required: true }),
    },
    resolve: (_root, { partner, tokenData }, context) =>
      updateTokenData(deps(context), requireDomain(context).domainId, partner, tokenData),
  }),
);

const PartnerCardRef = domainBuilder.objectRef<PartnerCard>('AccountingIntegrationPartner').implement({
  fields: (t) => ({
    partner: t.expose('partner', { type: DomainPartnerEnum }),
    productName: t.exposeString('productName'),
    path: t.exposeString('path'),
    connectPath: t.exposeString('connectPath'),
    importType: t.exposeString('importType'),
    available: t.exposeBoolean('available'),
    configured: t.exposeBoolean('configured'),
    settingNames: t.exposeStringList('settingNames', { nullable: true }),
  }),
});

interface AccountingIntegrationView {
  id: number;
  domainId: number;
  partner: OAuthIntegrationView['partner'];
  accountsLastSyncDate: Date | null;
  vendorsLastSyncDate: Date | null;
  transactionsLastSyncDate: Date | null;
}

const AccountingIntegration = domainBuilder
  .objectRef<AccountingIntegrationView>('AccountingIntegration')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      domainId: t.exposeInt('domainId'),
      partner: t.expose('partner', { type: DomainPartnerEnum }),
      accountsLastSyncDate: t.expose('accountsLastSyncDate', { type: 'DateTime', nullable: true }),
      vendorsLastSyncDate: t.expose('vendorsLastSyncDate', { type: 'DateTime', nullable: true }),
      transactionsLastSyncDate: t.expose('transactionsLastSyncDate', { type: 'DateTime', nullable: true }),
    }),
  });

domainBuilder.queryField('accountingIntegrationPartner', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [PartnerCardRef],
    description: 'The accounting partners, whether each can be connected, and (super admins) its settings.',
    resolve: (_root, _args, context) => {
      const { session } = requireDomain(context);
      return listPartnerCards(context.config, session.isSuperAdmin);
    },
  }),
);

domainBuilder.queryField('accountingIntegration', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: AccountingIntegration,
    nullable: true,
    args: { partner: t.arg({ type: DomainPartnerEnum, required: true }) },
    resolve: async (_root, { partner }, context) => {
      const { domainId } = requireDomain(context);
      const row = await findConnection(context.db, domainId, partner);
      return row
        ? {
            id: row.id,
            domainId: row.domainId,
            partner: row.partner,
            accountsLastSyncDate: row.accountsLastSyncAt,
            vendorsLastSyncDate: row.vendorsLastSyncAt,
            transactionsLastSyncDate: row.transactionsLastSyncAt,
          }
        : null;
    },
  }),
);
