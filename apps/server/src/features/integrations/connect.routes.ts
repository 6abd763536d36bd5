import type { FastifyInstance, FastifyReply } from 'fastify';
import { INTEGRATION_MESSAGES, PARTNERS, type PartnerId } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import type { AppServices } from '../../graphql/context.ts';
import type { SessionResolver } from '../access/access.ts';
import type { ConfigService } from '../config/config.service.ts';
import {
  connectionTokenAccess,
  consumeConnectState,
  createConnectState,
  saveConnection,
  updateConnection,
  type OAuthConnector,
} from './connections.store.ts';
import { CONNECTOR_SETTINGS, connectorFor } from './connectors.ts';
import { PartnerError, type PartnerHttp } from './partner-http.ts';

/** Why a connect attempt failed, as `errorCode` on the message to the opener. */
export type ConnectFailure =
  | 'SIGNED_OUT'
  | 'NOT_CONFIGURED'
  | 'ACCESS_DENIED'
  | 'STATE_INVALID'
  | 'STATE_USED'
  | 'STATE_EXPIRED'
  | 'TOKEN_REFUSED';

/** The sentence after 'Failed to connect to {product}' (no secret, no partner answer quoted). */
export function connectFailureDetail(code: ConnectFailure, productName: string): string {
  switch (code) {
    case 'SIGNED_OUT':
      return 'Please sign in to File1099 and start the connection again.';
    case 'NOT_CONFIGURED':
      return `${productName} is not configured on this server yet.`;
    case 'ACCESS_DENIED':
      return `The connection was not allowed in ${productName}.`;
    case 'STATE_INVALID':
      return 'This connection attempt is not valid. Please start it again from File1099.';
    case 'STATE_USED':
      return 'This connection attempt was already used. Please start it again from File1099.';
    case 'STATE_EXPIRED':
      return 'This connection attempt has expired. Please start it again from File1099.';
    case 'TOKEN_REFUSED':
      return `${productName} did not accept the connection. Please try again.`;
  }
}

export interface ConnectionStatusMessage {
  connectionStatus: 'Success' | 'Fail';
  partner: PartnerId;
  errorMessage?: string;
  errorCode?: ConnectFailure;
  detail?: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the popup ends on: it posts `connectionStatus` to the window that opened it (only to the
 * app's own origin) and closes. Without an opener it says what happened and links back.
 */
function sendResultPage(reply: FastifyReply, appOrigin: string, message: ConnectionStatusMessage) {
  const nonce = reply.cspNonce?.script ?? '';
  // JSON inside a script: '<' escaped so no value can close the element.
  const json = JSON.stringify(message).replace(/</g, '\\u003c');
  const title =
    message.connectionStatus === 'Success'
      ? INTEGRATION_MESSAGES.connected
      : `${message.errorMessage ?? ''}. ${message.detail ?? ''}`;
  // The page must keep its opener after the partner's site: no cross-origin opener isolation here.
  reply.header('cross-origin-opener-policy', 'unsafe-none');
  reply.header('cache-control', 'no-store');
  return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>File1099</title></head>
<body><p id="status">${escapeHtml(title)}</p><p><a href="/">Back to File1099</a></p>
<script nonce="${escapeHtml(nonce)}">
(function () {
  var message = ${json};
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, ${JSON.stringify(appOrigin)});
    window.close();
  }
})();
</script></body></html>`);
}

/**
 * The connect paths of the OAuth partners (spec part 2 §9, the catalogue's `connectPath`): opened in
 * the 600×700 popup, the path starts the attempt (a state bound to the user and account, PKCE where
 * the partner takes it) and redirects to the partner; the partner redirects back to the same path with
 * `code` and `state` (or `error`), which finishes it.
 */
export function registerConnectRoutes(
  app: FastifyInstance,
  db: Db,
  services: AppServices,
  config: ConfigService,
  resolveSession: SessionResolver,
  options: { http?: PartnerHttp } = {},
): void {
  const appOrigin = new URL(services.appUrl).origin;
  for (const partnerId of Object.keys(CONNECTOR_SETTINGS) as PartnerId[]) {
    const partner = PARTNERS[partnerId];
    // BILL signs in with a form (bill.routes.ts), not a redirect.
    if (partner.auth === 'session') continue;
    const redirectUri = `${services.appUrl}${partner.connectPath}`;
    const fail = (reply: FastifyReply, code: ConnectFailure) =>
      sendResultPage(reply, appOrigin, {
        connectionStatus: 'Fail',
        partner: partnerId,
        errorMessage: INTEGRATION_MESSAGES.connectFailed(partner.productName),
        errorCode: code,
        detail: connectFailureDetail(code, partner.productName),
      });

    app.get<{ Querystring: Record<string, string | undefined> }>(
      partner.connectPath,
      async (request, reply) => {
        const query = request.query;
        const session = await resolveSession(request);
        const userId = session && session.mfaState !== 'required' ? session.userId : null;
        const connector = connectorFor(config, partnerId, options);
        const isCallback = query.state !== undefined || query.code !== undefined || query.error !== undefined;
        if (!isCallback) {
          if (userId === null || session?.domainId == null) return fail(reply, 'SIGNED_OUT');
          if (!connector) return fail(reply, 'NOT_CONFIGURED');
          const { state, codeChallenge } = await createConnectState(db, services.encryptor, {
            domainId: session.domainId,
            userId,
            partner: partnerId,
            pkce: connector.pkce,
          });
          reply.header('cache-control', 'no-store');
          return reply.redirect(connector.authorizeUrl({ state, redirectUri, codeChallenge }), 302);
        }
        if (typeof query.state !== 'string' || query.state === '') return fail(reply, 'STATE_INVALID');
        const taken = await consumeConnectState(db, services.encryptor, {
          state: query.state,
          partner: partnerId,
          userId,
        });
        if (!taken.ok) return fail(reply, taken.reason);
        if (query.error !== undefined || typeof query.code !== 'string' || query.code === '')
          return fail(reply, 'ACCESS_DENIED');
        if (!connector) return fail(reply, 'NOT_CONFIGURED');
        return finishConnect(reply, connector, {
          code: query.code,
          codeVerifier: taken.codeVerifier,
          callback: query,
          tenantId: query.realmId ?? null,
          domainId: taken.domainId,
          userId: taken.userId,
        });
      },
    );

    const finishConnect = async (
      reply: FastifyReply,
      connector: OAuthConnector,
      input: {
        code: string;
        codeVerifier: string | undefined;
        callback: Readonly<Record<string, string | undefined>>;
        tenantId: string | null;
        domainId: number;
        userId: number;
      },
    ) => {
      let tokens;
      try {
        tokens = await connector.exchangeCode({
          code: input.code,
          redirectUri,
          callback: input.callback,
          ...(input.codeVerifier === undefined ? {} : { codeVerifier: input.codeVerifier }),
        });
      } catch (error) {
        if (error instanceof PartnerError) {
          reply.log.warn({ partner: partnerId, kind: error.kind }, 'partner refused the authorisation code');
          return fail(reply, 'TOKEN_REFUSED');
        }
        throw error;
      }
      const row = await saveConnection(db, services.encryptor, {
        domainId: input.domainId,
        partner: partnerId,
        userId: input.userId,
        tenantId: input.tenantId,
        tenantName: null,
        tokens,
      });
      try {
        const access = connectionTokenAccess(db, services.encryptor, connector, row.id);
        if (input.tenantId !== null) {
          const name = await connector.tenantName(input.tenantId, access);
          await updateConnection(db, row.id, { tenantName: name.slice(0, 200) });
        } else if (connector.tenants) {
          // Several organisations: the first is recorded; oAuthAccounts offers the others.
          const [first] = await connector.tenants(access);
          if (first)
            await updateConnection(db, row.id, { tenantId: first.id, tenantName: first.name.slice(0, 200) });
        }
      } catch (error) {
        // The name is shown for convenience; the organisation can be chosen again from oAuthAccounts.
        reply.log.warn(
          { partner: partnerId, kind: error instanceof PartnerError ? error.kind : 'other' },
          'company not read',
        );
      }
      return sendResultPage(reply, appOrigin, { connectionStatus: 'Success', partner: partnerId });
    };
  }
}
