import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BILL_LOGIN_MESSAGES, PARTNERS, validateBillLogin } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import type { AppServices } from '../../graphql/context.ts';
import type { SessionResolver } from '../access/access.ts';
import type { ConfigService } from '../config/config.service.ts';
import { routeRateLimit, type RateLimiter } from '../security/rate-limits.ts';
import { BillClient } from './bill.client.ts';
import { readBillSettings } from './bill.config.ts';
import { saveConnection } from './connections.store.ts';
import { PartnerError, type PartnerHttp } from './partner-http.ts';

/** What the sign-in form's PUT answers (spec part 2 §7): connectionStatus, errorMessage, errorCode. */
export interface BillConnectAnswer {
  connectionStatus: 'Success' | 'Fail';
  errorMessage?: string;
  errorCode?: string;
  fieldMessages?: Record<string, string>;
}

function field(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

/**
 * BILL's connect path (spec part 2 §7 "PUT to the connect URL, form body (bdcUsername, bdcPassword)"):
 * for the signed-in user's selected account, names the user's BILL organisations, signs in to the
 * first and stores the connection: the session and the sign-in, both sealed. The password is never
 * logged, stored in clear or put into an answer. Limited per address and per account.
 */
export function registerBillRoutes(
  app: FastifyInstance,
  db: Db,
  services: AppServices,
  config: ConfigService,
  resolveSession: SessionResolver,
  rateLimits: RateLimiter,
  options: { http?: PartnerHttp } = {},
): void {
  const productName = PARTNERS.Bill.productName;
  // A failure carries its words as `message` too, where the app's REST errors keep theirs.
  const answer = (reply: FastifyReply, status: number, body: BillConnectAnswer) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .send(body.errorMessage === undefined ? body : { ...body, message: body.errorMessage });
  const fail = (reply: FastifyReply, status: number, errorCode: string, errorMessage: string) =>
    answer(reply, status, { connectionStatus: 'Fail', errorCode, errorMessage });

  app.put(
    PARTNERS.Bill.connectPath,
    { config: { rateLimit: routeRateLimit(rateLimits, 'partnerSignIn') } },
    async (request: FastifyRequest, reply) => {
      const session = await resolveSession(request);
      if (!session || session.mfaState === 'required' || session.domainId === null)
        return fail(reply, 403, 'SIGNED_OUT', 'Please sign in to File1099 and start the connection again.');
      await rateLimits.consume('partnerSignIn', request, String(session.domainId), { ip: false });
      const login = {
        bdcUsername: field(request.body, 'bdcUsername'),
        bdcPassword: field(request.body, 'bdcPassword'),
      };
      const errors = validateBillLogin(login);
      const first = errors.bdcUsername ?? errors.bdcPassword;
      if (first !== undefined)
        return answer(reply, 400, {
          connectionStatus: 'Fail',
          errorCode: 'BAD_USER_INPUT',
          errorMessage: first,
          fieldMessages: { ...errors },
        });
      const settings = readBillSettings(config);
      if (!settings)
        return fail(reply, 400, 'NOT_CONFIGURED', `${productName} is not configured on this server yet.`);
      const client = new BillClient({ ...settings, http: options.http });
      const credentials = { username: login.bdcUsername.trim(), password: login.bdcPassword };
      try {
        const [organization] = await client.organizations(credentials);
        if (!organization)
          return fail(
            reply,
            400,
            'NO_ORGANIZATION',
            `${BILL_LOGIN_MESSAGES.connectError}: no organization found.`,
          );
        const tokens = await client.login({ ...credentials, organizationId: organization.organizationId });
        await saveConnection(db, services.encryptor, {
          domainId: session.domainId,
          partner: 'Bill',
          userId: session.userId,
          tenantId: organization.organizationId,
          tenantName: (organization.name || organization.organizationId).slice(0, 200),
          tokens,
        });
        return answer(reply, 200, { connectionStatus: 'Success' });
      } catch (error) {
        if (!(error instanceof PartnerError)) throw error;
        request.log.warn({ partner: 'Bill', kind: error.kind }, 'BILL sign-in failed');
        if (error.kind === 'grant-refused')
          return fail(reply, 401, 'UNAUTHORIZED', BILL_LOGIN_MESSAGES.unauthorized);
        return fail(
          reply,
          502,
          error.kind === 'malformed' ? 'RESPONSE_ERROR' : 'UNKNOWN_ERROR',
          error.kind === 'malformed' ? BILL_LOGIN_MESSAGES.responseError : BILL_LOGIN_MESSAGES.connectError,
        );
      }
    },
  );
}
