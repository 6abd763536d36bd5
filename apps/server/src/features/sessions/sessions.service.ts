import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';
import { users, type UserRow } from '../users/users.table.ts';
import { sessions, type MfaState, type SessionRow } from './sessions.table.ts';

/** The server ends a session after 90 idle minutes, as the web app does (spec part 1 §9). */
export const SESSION_IDLE_MS = 90 * 60_000;
/** last_seen_at is written at most once a minute. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(
  db: Db,
  input: {
    userId: number;
    mfaState: MfaState;
    domainId: number | null;
    userAgent: string;
    csrfHash?: string | null;
  },
): Promise<string> {
  const token = createToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    mfaState: input.mfaState,
    domainId: input.domainId,
    userAgent: input.userAgent.slice(0, 300),
    csrfHash: input.csrfHash ?? null,
  });
  return token;
}

/** The live session of a token with its user, or undefined (unknown, idle too long, user disabled). */
export async function findLiveSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return undefined;
  if (now.getTime() - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS || row.user.isDisabled) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return undefined;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return row;
}

export async function updateSession(
  db: Db,
  tokenHash: string,
  changes: { domainId?: number | null; mfaState?: MfaState },
): Promise<void> {
  await db.update(sessions).set(changes).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Signs a user out everywhere but (optionally) this session: after a password reset or change. */
export async function deleteUserSessions(db: Db, userId: number, exceptTokenHash?: string): Promise<void> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  for (const row of rows) {
    if (row.tokenHash !== exceptTokenHash) await deleteSession(db, row.tokenHash);
  }
}

/** Housekeeping: sessions idle past the limit. */
export async function deleteIdleSessions(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}
