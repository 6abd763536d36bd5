import type { RequestContext } from '../../graphql/context.ts';
import { setSessionCookie } from '../sessions/cookies.ts';
import { createSession, deleteSession } from '../sessions/sessions.service.ts';
import type { UserRow } from '../users/users.table.ts';
import { getInitialMfaState } from './login.service.ts';

/** Signs the user in from a GraphQL operation (sign-up, accepting an invitation): a new session id. */
export async function startSession(
  context: RequestContext,
  user: UserRow,
  domainId: number | null,
): Promise<void> {
  if (context.session) await deleteSession(context.db, context.session.tokenHash);
  const mfaState = await getInitialMfaState(context.db, user);
  const token = await createSession(context.db, {
    userId: user.id,
    mfaState,
    domainId,
    userAgent: context.request.headers['user-agent'] ?? '',
  });
  setSessionCookie(context.request, context.reply, token);
}
