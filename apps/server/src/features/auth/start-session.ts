import type { RequestContext } from '../../graphql/context.ts';
import { startBrowserSession } from '../sessions/csrf.ts';
import { deleteSession } from '../sessions/sessions.service.ts';
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
  await startBrowserSession(context.db, context.request, context.reply, {
    userId: user.id,
    mfaState,
    domainId,
  });
}
