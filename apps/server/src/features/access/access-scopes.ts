import { AppError } from '../../lib/app-error.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { Db } from '../../db/database.ts';
import { findDomainAccess } from '../accounts/accounts.service.ts';
import { requireTeamManager, TEAM_NOT_AVAILABLE } from '../team/team.service.ts';
import {
  NOT_AUTHORIZED,
  requireDomain,
  requireSession,
  requireSignedIn,
  requireSuperAdmin,
  type AccessContext,
} from './access.ts';

/**
 * Who may call an operation. Every Query and Mutation field of both GraphQL schemas declares one of
 * these in `authScopes` (scopes.test.ts fails on a field without one); the check runs before the
 * resolver, and a refusal is the same AppError the resolver would have thrown.
 */
export interface AuthScopes {
  /** Anyone, signed in or not (the operation checks its own codes, altcha and rate limits). */
  public: boolean;
  /** A session, whether or not the second factor is still to be entered: the MFA steps. */
  signedInBeforeMfa: boolean;
  /** A session that has passed the second factor when one is required. */
  signedIn: boolean;
  /**
   * A selected account: a member of it, or a member of the accounting firm it is a client of (the
   * accountant inside a client). Resolvers take the account from the session (`requireDomain`).
   */
  accountMember: boolean;
  /** An Owner or Admin of the selected account (a firm's Owner or Admin inside its client too). */
  accountAdmin: boolean;
  /**
   * Team management is switched on and the caller is an Owner or Admin of the selected account
   * itself: not an accountant inside a client, not an individual's account.
   */
  teamManager: boolean;
  /** The selected account is an accounting firm the caller belongs to (not a client reached through it). */
  accountingFirm: boolean;
  /** A super admin (the back office). */
  superAdmin: boolean;
}

export type AuthScopeName = keyof AuthScopes;

export const AUTH_SCOPE_NAMES: readonly AuthScopeName[] = [
  'public',
  'signedInBeforeMfa',
  'signedIn',
  'accountMember',
  'accountAdmin',
  'teamManager',
  'accountingFirm',
  'superAdmin',
];

interface ScopeContext extends AccessContext {
  db: Db;
  config: ConfigService;
}

type ScopeLoaders = {
  [K in AuthScopeName]: boolean | ((parameter: AuthScopes[K]) => Promise<boolean> | boolean);
};

/**
 * The scope loaders of one request. A loader that refuses throws the error the operation answers
 * with (the message and code clients know); the plugin caches each result for the request.
 */
export function createAuthScopes(context: ScopeContext): ScopeLoaders {
  return {
    public: true,
    signedInBeforeMfa: () => Boolean(requireSignedIn(context)),
    signedIn: () => Boolean(requireSession(context)),
    accountMember: () => Boolean(requireDomain(context)),
    accountAdmin: async () => {
      const { session, domainId } = requireDomain(context);
      const access = await findDomainAccess(context.db, session.userId, domainId);
      if (!access || access.role === 'Member')
        throw new AppError('FORBIDDEN', 'Only an Owner or Admin can change account preferences.');
      return true;
    },
    teamManager: async () => {
      const { session, domainId } = requireDomain(context);
      if (!context.config.getBoolean('features.userManagement'))
        throw new AppError('FORBIDDEN', TEAM_NOT_AVAILABLE);
      await requireTeamManager(context.db, session.userId, domainId);
      return true;
    },
    accountingFirm: async () => {
      const { session, domainId } = requireDomain(context);
      const access = await findDomainAccess(context.db, session.userId, domainId);
      if (!access || access.domain.domainType !== 'A' || access.viaFirm)
        throw new AppError('FORBIDDEN', 'Only an accounting firm has clients');
      return true;
    },
    superAdmin: () => Boolean(requireSuperAdmin(context)),
  };
}

/** A scope that answered false instead of throwing (none does today): the usual refusal. */
export function scopeRefusal(): AppError {
  return new AppError('FORBIDDEN', NOT_AUTHORIZED);
}
