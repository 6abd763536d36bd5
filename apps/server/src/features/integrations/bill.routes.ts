import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BILL_LOGIN_MESSAGES, BILL_ORGANIZATIONS_MAX, PARTNERS, validateBillLogin } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import type { AppServices } from '../../graphql/context.ts';
import type { SessionResolver } from '../access/access.ts';
import type { ConfigService } from '../config/config.service.ts';
import { routeRateLimit, type RateLimiter } from '../security/rate-limits.ts';
import { BillClient, type BillOrganization } from './bill.client.ts';
import { readBillSettings } from './bill.config.ts';
import { saveConnection } from './connections.store.ts';
import { PartnerError, type PartnerHttp } from './partner-http.ts';

/**
 * What the sign-in form's PUT answers (spec part 2 §7): connectionStatus, errorMessage, errorCode;
 * 'ChooseOrganization' with the organisations when the sign-in opens several and none was chosen.
 */
export interface BillConnectAnswer {
  connectionStatus: 'Success' | 'Fail' | 'ChooseOrganization';
  errorMessage?: string;
  errorCode?: string;
  fieldMessages?: Record<string, string>;
  organizations?: BillOrganization[];
}

function field(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

/** The organisations by name (then id), at most BILL_ORGANIZATIONS_MAX, names cut to 200 characters. */
function pickerList(organizations: BillOrganization[]): BillOrganization[] {
  return organizations
    .map((organization) => ({
      organizationId: organization.organizationId,
      name: (organization.name || organization.organizationId).slice(0, 200),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.organizationId.localeCompare(b.organizationId))
    .slice(0, BILL_ORGANIZATIONS_MAX);
}

/**
 * BILL's connect path (spec part 2 §7 "PUT to the connect URL, form body (bdcUsername, bdcPassword)"):
 * for the signed-in user's selected account, names the user's BILL organisations (v2 ListOrgs). With
 * one, signs in to it; with several and no `bdcOrganizationId`, answers 'ChooseOrganization' with the
 * list and keeps nothing: the form posts the username and password again with the chosen id, which
 * must be one ListOrgs names. The connection stores the session and the sign-in, both sealed. The
 * password is never logged, stored in clear, kept between the two requests or put into an answer.
 * Limited per address and per account.
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
        bdcOrganizationId: field(request.body, 'bdcOrganizationId'),
      };
      const errors = validateBillLogin(login);
      const first = errors.bdcUsername ?? errors.bdcPassword ?? errors.bdcOrganizationId;
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
        const organizations = await client.organizations(credentials);
        const chosen = login.bdcOrganizationId.trim();
        if (organizations.length === 0)
          return fail(reply, 400, 'NO_ORGANIZATION', BILL_LOGIN_MESSAGES.noOrganization);
        const organization =
          chosen !== ''
            ? organizations.find((item) => item.organizationId === chosen)
            : organizations.length === 1
              ? organizations[0]
              : undefined;
        if (!organization && chosen === '')
          return answer(reply, 200, {
            connectionStatus: 'ChooseOrganization',
            organizations: pickerList(organizations),
          });
        if (!organization)
          return answer(reply, 400, {
            connectionStatus: 'Fail',
            errorCode: 'UNKNOWN_ORGANIZATION',
            errorMessage: BILL_LOGIN_MESSAGES.organizationUnknown,
            fieldMessages: { bdcOrganizationId: BILL_LOGIN_MESSAGES.organizationUnknown },
            organizations: pickerList(organizations),
          });
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
