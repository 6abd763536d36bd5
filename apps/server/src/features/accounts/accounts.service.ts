import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOfUser, recordMembership } from '../audit/record-events.ts';
import {
  domains,
  memberships,
  DOMAIN_TYPES,
  type DomainRow,
  type DomainType,
  type MemberRole,
} from './accounts.table.ts';

export const ACCOUNT_NAME_MAX = 120;

export function checkAccountName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed)
    throw new AppError('BAD_USER_INPUT', 'Account name is required', { fieldMessages: { name: 'Required' } });
  if (trimmed.length > ACCOUNT_NAME_MAX) {
    throw new AppError('BAD_USER_INPUT', `Account name must be at most ${ACCOUNT_NAME_MAX} characters`, {
      fieldMessages: { name: 'Too long' },
    });
  }
  return trimmed;
}

export function checkDomainType(type: string): DomainType {
  if (!(DOMAIN_TYPES as readonly string[]).includes(type)) {
    throw new AppError(
      'BAD_USER_INPUT',
      "Account type must be 'A' (accounting firm), 'B' (business) or 'C' (individual)",
      { fieldMessages: { domainType: 'Invalid' } },
    );
  }
  return type as DomainType;
}

/** A new account with its creator as Owner. */
export async function createAccount(
  db: Db,
  input: { userId: number; name: string; domainType: string; isTestAccount?: boolean },
): Promise<DomainRow> {
  const name = checkAccountName(input.name);
  const domainType = checkDomainType(input.domainType);
  return db.transaction(async (tx) => {
    const [domain] = await tx
      .insert(domains)
      .values({ name, domainType, isTestAccount: input.isTestAccount ?? false })
      .returning();
    if (!domain) throw new Error('createAccount: insert returned no row');
    await tx.insert(memberships).values({ domainId: domain.id, userId: input.userId, role: 'Owner' });
    const actor = await actorOfUser(tx, input.userId);
    await recordMembership(tx, { actor, domainId: domain.id, email: actor, action: 'join', to: 'Owner' });
    return domain;
  });
}

/** A firm's client: an account whose parent is the firm. Firm members reach it through the firm. */
export async function createClient(
  db: Db,
  input: { firmDomainId: number; domainType: string; name: string; firstName?: string; lastName?: string },
): Promise<DomainRow> {
  const domainType = checkDomainType(input.domainType);
  if (domainType === 'A')
    throw new AppError('BAD_USER_INPUT', 'A client cannot be an accounting firm', {
      fieldMessages: { domainType: 'Invalid' },
    });
  const personName = [input.firstName?.trim(), input.lastName?.trim()].filter(Boolean).join(' ');
  const name = checkAccountName(input.name.trim() || (domainType === 'C' ? personName : ''));
  const [firm] = await db.select().from(domains).where(eq(domains.id, input.firmDomainId));
  if (!firm || firm.domainType !== 'A')
    throw new AppError('FORBIDDEN', 'Only an accounting firm can add clients');
  const [client] = await db
    .insert(domains)
    .values({ name, domainType, parentDomainId: firm.id, isTestAccount: firm.isTestAccount })
    .returning();
  if (!client) throw new Error('createClient: insert returned no row');
  return client;
}

export interface DomainAccess {
  domain: DomainRow;
  /** The firm the user reaches this client through, when not a member of the account itself. */
  viaFirm: DomainRow | undefined;
  role: MemberRole;
}

/**
 * The one rule for reaching an account: the user is a member of it, or a member of the accounting
 * firm that is its parent. Anything else — another company, another firm's client — is refused
 * exactly like an account that does not exist.
 */
export async function findDomainAccess(
  db: Db,
  userId: number,
  domainId: number,
): Promise<DomainAccess | undefined> {
  if (!Number.isSafeInteger(domainId)) return undefined;
  const [domain] = await db.select().from(domains).where(eq(domains.id, domainId));
  if (!domain) return undefined;
  const [own] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.domainId, domain.id), eq(memberships.userId, userId)));
  if (own) return { domain, viaFirm: undefined, role: own.role };
  if (domain.parentDomainId === null) return undefined;
  const [firm] = await db.select().from(domains).where(eq(domains.id, domain.parentDomainId));
  if (!firm || firm.domainType !== 'A') return undefined;
  const [firmMember] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.domainId, firm.id), eq(memberships.userId, userId)));
  return firmMember ? { domain, viaFirm: firm, role: firmMember.role } : undefined;
}

export interface AccountSummary {
  domain: DomainRow;
  role: MemberRole;
}

/** The accounts a user belongs to (not the clients reached through a firm), optionally by type. */
export async function listUserAccounts(
  db: Db,
  userId: number,
  types?: readonly string[],
): Promise<AccountSummary[]> {
  const rows = await db
    .select({ domain: domains, role: memberships.role })
    .from(memberships)
    .innerJoin(domains, eq(domains.id, memberships.domainId))
    .where(
      and(
        eq(memberships.userId, userId),
        types && types.length > 0
          ? inArray(
              domains.domainType,
              types.filter((t): t is DomainType => (DOMAIN_TYPES as readonly string[]).includes(t)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(domains.name), asc(domains.id));
  return rows;
}

export async function listClients(
  db: Db,
  firmDomainId: number,
  options: { limit: number; offset: number; search?: string },
): Promise<{ clients: DomainRow[]; totalCount: number }> {
  const where = and(
    eq(domains.parentDomainId, firmDomainId),
    options.search
      ? sql`${domains.name} ilike ${`%${options.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`
      : undefined,
  );
  const clients = await db
    .select()
    .from(domains)
    .where(where)
    .orderBy(asc(domains.name), asc(domains.id))
    .limit(options.limit)
    .offset(options.offset);
  const [count] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(domains)
    .where(where);
  return { clients, totalCount: count?.value ?? 0 };
}

export async function updateAccount(
  db: Db,
  domainId: number,
  changes: { name?: string; requireMfa?: boolean },
): Promise<DomainRow> {
  const [domain] = await db
    .update(domains)
    .set({
      ...(changes.name !== undefined ? { name: checkAccountName(changes.name) } : {}),
      ...(changes.requireMfa !== undefined ? { requireMfa: changes.requireMfa } : {}),
    })
    .where(eq(domains.id, domainId))
    .returning();
  if (!domain) throw new AppError('NOT_FOUND', 'Account not found');
  return domain;
}

/** True when any account the user belongs to makes a second factor compulsory. */
export async function isMfaRequiredForUser(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(memberships)
    .innerJoin(domains, eq(domains.id, memberships.domainId))
    .where(and(eq(memberships.userId, userId), eq(domains.requireMfa, true)));
  return (row?.value ?? 0) > 0;
}

export async function findDomainById(db: Db, domainId: number): Promise<DomainRow | undefined> {
  const [domain] = await db.select().from(domains).where(eq(domains.id, domainId));
  return domain;
}

/** Accounts by id, in one statement. */
export async function findDomainsByIds(db: Db, domainIds: readonly number[]): Promise<DomainRow[]> {
  const safe = [...new Set(domainIds.filter((id) => Number.isSafeInteger(id)))];
  if (safe.length === 0) return [];
  return db.select().from(domains).where(inArray(domains.id, safe));
}
