import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { NOT_AUTHORIZED, requireDomain, requireSession, type SessionResolver } from '../access/access.ts';
import { updateSession } from '../sessions/sessions.service.ts';
import { createClient, findDomainAccess } from './accounts.service.ts';
import type { DomainRow } from './accounts.table.ts';
import { buildSessionData } from './session-data.ts';

export function toDomainData(domain: DomainRow) {
  return {
    id: domain.id,
    globalId: domain.globalId,
    name: domain.name,
    domainType: domain.domainType,
    parentDomainId: domain.parentDomainId,
    isTestAccount: domain.isTestAccount,
    requireMfa: domain.requireMfa,
  };
}

function readString(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The domain service's account paths (spec part 2 §7). */
export function registerAccountRoutes(app: FastifyInstance, db: Db, resolveSession: SessionResolver): void {
  // Selects the account the session works in; refused, like a missing account, when the user cannot reach it.
  app.post<{ Params: { domainId: string } }>('/rs/api/sessions/tokens/:domainId/', async (request) => {
    const session = requireSession({ session: await resolveSession(request) });
    const access = await findDomainAccess(db, session.userId, Number(request.params.domainId));
    if (!access)
      throw new AppError('FORBIDDEN', NOT_AUTHORIZED, { developerMessage: 'No access to that account' });
    await updateSession(db, session.tokenHash, { domainId: access.domain.id });
    return { success: true, data: await buildSessionData(db, { ...session, domainId: access.domain.id }) };
  });

  app.post('/rs/api/clients/', async (request) => {
    const { session, domainId } = requireDomain({ session: await resolveSession(request) });
    const access = await findDomainAccess(db, session.userId, domainId);
    if (!access || access.domain.domainType !== 'A' || access.viaFirm)
      throw new AppError('FORBIDDEN', 'Only an accounting firm can add clients');
    const client = await createClient(db, {
      firmDomainId: domainId,
      domainType: readString(request.body, 'domainType'),
      name: readString(request.body, 'name'),
      firstName: readString(request.body, 'firstName'),
      lastName: readString(request.body, 'lastName'),
    });
    return { success: true, message: 'Client added', data: toDomainData(client) };
  });

  app.get<{ Params: { id: string } }>('/rs/api/domains/:id/', async (request) => {
    const session = requireSession({ session: await resolveSession(request) });
    const access = await findDomainAccess(db, session.userId, Number(request.params.id));
    if (!access)
      throw new AppError('FORBIDDEN', NOT_AUTHORIZED, { developerMessage: 'No access to that account' });
    return toDomainData(access.domain);
  });
}
