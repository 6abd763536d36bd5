import { generateKeyPairSync, createPublicKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  readIrisStatusRequest,
  validateIrisStatusXml,
  writeIrisAcknowledgement,
  writeIrisIntakeResponse,
} from '@file1099/efile';
import { FaultPlan, applyFaultControl, readControlBody, readCount } from '../lib/control.ts';
import { sendJson, startHttpFake, type FakeRequest, type RunningHttpFake } from '../lib/http-fake.ts';
import { TokenIssuer } from './auth.ts';
import { IntakeState, type OutcomeScript, type RecordErrorScript } from './intake.ts';

/**
 * A local fake of the IRS IRIS A2A interface (reference irs-iris.md §3, §5, §7; docs/iris-a2a.md):
 * the OAuth 2.0 JWT-bearer token endpoint, the multipart upload of a transmission (answered with a
 * Receipt ID after the official TY2025 schema check) and the status / acknowledgement endpoint
 * (answers in the official samples' shapes). Control endpoints under /__fake/ (POST, JSON body):
 * `next-outcome` {processingPolls?, rejectSubmissions?, recordErrors?: [{submissionId, recordId, code?,
 * message?, elementPath?}]}, `refuse-token` {count = 1, status = 401}, `expire-tokens`,
 * `timeout-after-upload` {count = 1} (take the upload, then drop the connection), `malformed-next`
 * {count = 1} (the next status answers are not well-formed), `reset`, and the shared `fail-next`,
 * `drop-next`, `delay-next`, `next-response`; GET `transmissions` and `requests`.
 */

/** Where the fake serves each endpoint (IRIS's own addresses come with the IRS onboarding material). */
export const FAKE_IRIS_PATHS = {
  token: '/oauth2/token',
  submit: '/iris/a2a/submit',
  status: '/iris/a2a/status',
} as const;

export interface IrisFakeOptions {
  port?: number;
  log?: (line: string) => void;
  /** The registered public key (SPKI PEM); without it the fake makes a key pair (`privateKeyPem`). */
  publicKeyPem?: string;
  /** Expected API client id, IRIS user id, key id (kid) and TCC; anything is taken when absent. */
  clientId?: string;
  userId?: string;
  keyId?: string;
  tcc?: string;
  /** Life of an access token (expires_in); 900 seconds by default. */
  accessTokenSeconds?: number;
  /** Status requests answered Processing before the final answer, unless scripted; 1 by default. */
  processingPolls?: number;
}

export interface RunningIrisFake extends RunningHttpFake {
  /** Absolute URLs of the three endpoints. */
  endpoints: { auth: string; submit: string; status: string };
  /** The private key of the generated pair (only when no publicKeyPem was given). */
  privateKeyPem: string | null;
  intake: IntakeState;
  tokens: TokenIssuer;
  faults: FaultPlan;
}

interface Controls {
  refuseToken: { count: number; status: number };
  timeoutAfterUpload: number;
  malformed: number;
}

function header(request: FakeRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sendXml(response: http.ServerResponse, status: number, xml: string): void {
  response.writeHead(status, {
    'content-type': 'application/xml; charset=utf-8',
    'content-length': Buffer.byteLength(xml),
  });
  response.end(xml);
}

function errorXml(message: string): string {
  const text = message.replace(/[<>&]/g, ' ');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ErrorResponse><message>${text}</message></ErrorResponse>\n`;
}

/** The part named `file` of a multipart/form-data body, or a message saying what is wrong. */
export function readFilePart(contentType: string, body: string): { xml: string } | { problem: string } {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!/^multipart\/form-data/i.test(contentType) || !boundary)
    return { problem: 'The upload must be multipart/form-data with a boundary.' };
  for (const part of body.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n') >= 0 ? part.indexOf('\r\n\r\n') : part.indexOf('\n\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    if (!/content-disposition:\s*form-data;[^\n]*\bname="file"/i.test(head)) continue;
    const gap = part.startsWith('\r\n', split) ? 4 : 2;
    return { xml: part.slice(split + gap).replace(/\r?\n$/, '') };
  }
  return { problem: 'The upload has no part named "file".' };
}

function readScript(body: Record<string, unknown>): OutcomeScript {
  const script: OutcomeScript = {};
  if (typeof body.processingPolls === 'number')
    script.processingPolls = readCount(body, 'processingPolls', 0);
  if (Array.isArray(body.rejectSubmissions)) script.rejectSubmissions = body.rejectSubmissions.map(String);
  if (Array.isArray(body.recordErrors))
    script.recordErrors = body.recordErrors.map((item: unknown): RecordErrorScript => {
      const entry = (item ?? {}) as Record<string, unknown>;
      return {
        submissionId: String(entry.submissionId ?? '1'),
        recordId: String(entry.recordId ?? '1'),
        ...(typeof entry.code === 'string' ? { code: entry.code } : {}),
        ...(typeof entry.message === 'string' ? { message: entry.message } : {}),
        ...(typeof entry.elementPath === 'string' ? { elementPath: entry.elementPath } : {}),
      };
    });
  return script;
}

/** A throwaway key pair for local trials; the private key goes to a file only its owner can read. */
function makeKeyPair(log: ((line: string) => void) | undefined): {
  publicKey: KeyObject;
  privateKeyPem: string;
} {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  if (log) {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fake-iris-')), 'private-key.pem');
    fs.writeFileSync(file, privateKeyPem, { mode: 0o600 });
    log(`Sign the IRIS assertions with the throwaway key in ${file}`);
  }
  return { publicKey: pair.publicKey, privateKeyPem };
}

export async function startFake(options: IrisFakeOptions = {}): Promise<RunningIrisFake> {
  const generated = options.publicKeyPem ? null : makeKeyPair(options.log);
  const publicKey = options.publicKeyPem ? createPublicKey(options.publicKeyPem) : generated?.publicKey;
  if (!publicKey) throw new Error('The fake IRIS has no public key.');
  const faults = new FaultPlan();
  const intake = new IntakeState(options.processingPolls ?? 1);
  const controls: Controls = { refuseToken: { count: 0, status: 401 }, timeoutAfterUpload: 0, malformed: 0 };
  const tokens = new TokenIssuer({
    publicKey,
    audience: '',
    clientId: options.clientId,
    userId: options.userId,
    keyId: options.keyId,
    accessTokenSeconds: options.accessTokenSeconds ?? 900,
  });
  let requests: FakeRequest[] = [];

  async function deliver(response: http.ServerResponse, status: number, xml: string): Promise<void> {
    const delay = faults.takeDelay();
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (faults.takeDrop()) {
      response.socket?.destroy();
      return;
    }
    sendXml(response, status, xml);
  }

  function control(request: FakeRequest): { status: number; body: unknown } {
    const name = request.path.slice('/__fake/'.length);
    if (request.method === 'GET' && name === 'transmissions')
      return { status: 200, body: { transmissions: intake.transmissions, uploads: intake.uploads } };
    if (request.method === 'GET' && name === 'requests')
      return {
        status: 200,
        body: { requests: requests.map(({ method, path: where }) => ({ method, path: where })) },
      };
    if (request.method !== 'POST') return { status: 404, body: { fakeError: `no control ${name}` } };
    const body = readControlBody(request);
    if (name === 'next-outcome') intake.scriptOutcome(readScript(body));
    else if (name === 'refuse-token')
      controls.refuseToken = { count: readCount(body, 'count', 1), status: readCount(body, 'status', 401) };
    else if (name === 'expire-tokens') tokens.expireAccessTokens();
    else if (name === 'timeout-after-upload') controls.timeoutAfterUpload = readCount(body, 'count', 1);
    else if (name === 'malformed-next') controls.malformed = readCount(body, 'count', 1);
    else if (name === 'reset') {
      faults.reset();
      intake.reset();
      Object.assign(controls, {
        refuseToken: { count: 0, status: 401 },
        timeoutAfterUpload: 0,
        malformed: 0,
      });
    } else if (!applyFaultControl(faults, name, body))
      return { status: 404, body: { fakeError: `no control ${name}` } };
    return { status: 200, body: { ok: true } };
  }

  async function api(
    request: FakeRequest,
    response: http.ServerResponse,
    issuer: TokenIssuer,
  ): Promise<void> {
    if (request.method === 'POST' && request.path === FAKE_IRIS_PATHS.token) {
      if (controls.refuseToken.count > 0) {
        controls.refuseToken.count -= 1;
        return sendJson(response, controls.refuseToken.status, {
          error: 'access_denied',
          error_description: 'The IRIS authorization server refused the request.',
        });
      }
      const answer = await issuer.answer(new URLSearchParams(request.body));
      return sendJson(response, answer.status, answer.body);
    }
    const known = request.path === FAKE_IRIS_PATHS.submit || request.path === FAKE_IRIS_PATHS.status;
    if (request.method !== 'POST' || !known) return sendXml(response, 404, errorXml('No such endpoint.'));
    if (!issuer.isAuthorized(header(request, 'authorization')))
      return sendXml(response, 401, errorXml('The access token is missing, not valid or expired.'));
    const failure = faults.takeFailure();
    if (failure !== undefined)
      return sendXml(response, failure, errorXml('The IRIS service is not available.'));
    const scripted = faults.takeScripted(request.path);
    if (scripted) return deliver(response, scripted.status, String(scripted.body));
    if (request.path === FAKE_IRIS_PATHS.submit) {
      const part = readFilePart(header(request, 'content-type') ?? '', request.body);
      if ('problem' in part) return sendXml(response, 400, errorXml(part.problem));
      const stored = await intake.receive(part.xml);
      options.log?.(`upload ${stored.uniqueTransmissionId} -> ${stored.receiptId} (${stored.final.status})`);
      if (controls.timeoutAfterUpload > 0) {
        controls.timeoutAfterUpload -= 1;
        response.socket?.destroy();
        return;
      }
      return deliver(response, 200, writeIrisIntakeResponse(stored.receiptId));
    }
    const schema = await validateIrisStatusXml(request.body, 'request');
    const parsed = readIrisStatusRequest(request.body);
    if (!schema.valid || !parsed.ok)
      return sendXml(
        response,
        400,
        errorXml(parsed.ok ? (schema.errors[0]?.message ?? 'Not valid.') : parsed.message),
      );
    if (options.tcc !== undefined && parsed.request.tcc !== options.tcc)
      return sendXml(response, 403, errorXml('The TCC is not the one of this API client.'));
    const results = intake.answer(parsed.request);
    if (controls.malformed > 0) {
      controls.malformed -= 1;
      return deliver(response, 200, writeIrisAcknowledgement(results).slice(0, 200));
    }
    return deliver(response, 200, writeIrisAcknowledgement(results));
  }

  const http = await startHttpFake(
    async (request, response) => {
      options.log?.(`${request.method} ${request.path}`);
      if (request.path.startsWith('/__fake/')) {
        const answer = control(request);
        return sendJson(response, answer.status, answer.body);
      }
      return api(request, response, tokens);
    },
    { port: options.port ?? 0 },
  );
  requests = http.requests;
  const endpoints = {
    auth: `${http.url}${FAKE_IRIS_PATHS.token}`,
    submit: `${http.url}${FAKE_IRIS_PATHS.submit}`,
    status: `${http.url}${FAKE_IRIS_PATHS.status}`,
  };
  tokens.setAudience(endpoints.auth);
  options.log?.(
    `IRIS endpoints: auth ${endpoints.auth}, submit ${endpoints.submit}, status ${endpoints.status}`,
  );
  return { ...http, endpoints, privateKeyPem: generated?.privateKeyPem ?? null, intake, tokens, faults };
}
