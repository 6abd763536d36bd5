import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { MESSAGES } from '@file1099/shared';
import { CSRF_HEADER, getCsrfToken, needsCsrfToken } from './csrf.ts';

/**
 * The one fetch wrapper for every call the web app makes (GraphQL and REST). It maps failures to
 * the spec's error catalogue (part 1 §8): HTTP 403 signs the user out and reads
 * MESSAGES.notAuthorized; any other failure carries the server's message or MESSAGES.genericRequestError.
 * Showing the message is the query client's job (see queryClient.ts), so retries notify once.
 */

export type GraphqlEndpoint = '/rs/graphql' | '/access/graphql';

export interface ApiErrorDetails {
  /** HTTP status; 0 when the request never got an answer (network down). */
  status: number;
  code?: string | undefined;
  developerMessage?: string | undefined;
  /** Per-field messages keyed by field name (GraphQL `extensions.fieldMessages`, REST `errors.messages`). */
  fieldMessages?: Readonly<Record<string, string>> | undefined;
  /** Facts the server adds for the client to act on (REST `details`), e.g. a template's tax year. */
  details?: Readonly<Record<string, unknown>> | undefined;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly developerMessage: string | undefined;
  readonly fieldMessages: Readonly<Record<string, string>>;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(message: string, details: ApiErrorDetails) {
    super(message);
    this.name = 'ApiError';
    this.status = details.status;
    this.code = details.code;
    this.developerMessage = details.developerMessage;
    this.fieldMessages = details.fieldMessages ?? {};
    this.details = details.details ?? {};
  }

  get isUnauthorized(): boolean {
    return this.status === 403;
  }
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The shell registers what a 403 does (sign out, notify). Returns a function that unregisters it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** The text to show a user for any thrown value. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.genericRequestError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Accepts `{ field: message }` or `[{ field, message }]` and keeps only string messages. */
function readFieldMessages(value: unknown): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  if (Array.isArray(value)) {
    for (const entry of value) {
      if (!isRecord(entry)) continue;
      const field = readString(entry.field);
      const message = readString(entry.message);
      if (field && message) result[field] = message;
    }
  } else if (isRecord(value)) {
    for (const [field, message] of Object.entries(value)) {
      if (typeof message === 'string') result[field] = message;
    }
  } else {
    return undefined;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** GraphQL error body: `{ errors: [{ message, extensions: { code, developerMessage, fieldMessages } }] }`. */
function errorFromGraphqlErrors(errors: unknown, status: number): ApiError | null {
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const first: unknown = errors[0];
  const entry = isRecord(first) ? first : {};
  const extensions = isRecord(entry.extensions) ? entry.extensions : {};
  return new ApiError(readString(entry.message) ?? MESSAGES.genericRequestError, {
    status,
    code: readString(extensions.code),
    developerMessage: readString(extensions.developerMessage),
    fieldMessages: readFieldMessages(extensions.fieldMessages),
  });
}

/** REST error body: `{ message, developerMessage, errorCode, errors: { messages } }`. */
function errorFromRestBody(body: unknown, status: number): ApiError {
  const record = isRecord(body) ? body : {};
  const errors = isRecord(record.errors) ? record.errors : {};
  return new ApiError(readString(record.message) ?? MESSAGES.genericRequestError, {
    status,
    code: readString(record.errorCode),
    developerMessage: readString(record.developerMessage),
    fieldMessages: readFieldMessages(errors.messages),
    details: isRecord(record.details) ? record.details : undefined,
  });
}

function unauthorized(): ApiError {
  unauthorizedHandler?.();
  return new ApiError(MESSAGES.notAuthorized, { status: 403 });
}

/** Adds the CSRF header to anything but GET/HEAD/OPTIONS (GraphQL queries are POSTs, so they get it too). */
async function withCsrf(init: RequestInit, force = false): Promise<RequestInit> {
  if (!force && !needsCsrfToken(init.method ?? 'GET')) return init;
  const headers = new Headers(init.headers);
  headers.set(CSRF_HEADER, await getCsrfToken());
  return { ...init, headers };
}

async function send(input: string, init: RequestInit, forceCsrf = false): Promise<Response> {
  try {
    return await fetch(input, { credentials: 'include', ...(await withCsrf(init, forceCsrf)) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(MESSAGES.genericRequestError, { status: 0 });
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  signal?: AbortSignal | undefined;
}

/**
 * A GraphQL operation from the generated documents (`domainGraphql(...)` / `authGraphql(...)`, see
 * apps/web/codegen.ts): its text, with the types of its answer and its variables. A plain string is
 * refused, so every operation the app sends has been checked against the server's schema.
 */
export type GraphqlDocument<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & object;

/** Variables may be left out when the operation has none or all are optional. */
type VariablesAndOptions<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: RequestOptions]
    : [variables: TVariables, options?: RequestOptions];

/** POSTs a GraphQL operation and returns its `data`, or throws an ApiError. */
export async function graphqlRequest<TData, TVariables>(
  endpoint: GraphqlEndpoint,
  document: GraphqlDocument<TData, TVariables>,
  ...[variables, options = {}]: VariablesAndOptions<TVariables>
): Promise<TData> {
  const response = await send(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: String(document), variables: variables ?? {} }),
    signal: options.signal,
  });
  if (response.status === 403) throw unauthorized();
  const body = await readJson(response);
  const record = isRecord(body) ? body : {};
  const graphqlError = errorFromGraphqlErrors(record.errors, response.status);
  if (graphqlError) throw graphqlError;
  if (!response.ok) throw errorFromRestBody(body, response.status);
  if (!isRecord(record.data)) throw new ApiError(MESSAGES.genericRequestError, { status: response.status });
  return record.data as TData;
}

export interface RestRequestOptions extends RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData body is sent as multipart (the browser sets the content type). */
  body?: unknown;
  /** Sent form-encoded instead (`POST /access/login`). */
  form?: Record<string, string>;
  cache?: RequestCache;
  /** Sends the CSRF header on a GET too, for the spec's GETs that change state (`/access/logout`). */
  csrf?: boolean;
}

function encodeBody(options: RestRequestOptions): { body?: BodyInit; contentType?: string } {
  if (options.form) {
    return {
      body: new URLSearchParams(options.form).toString(),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  if (options.body instanceof FormData) return { body: options.body };
  if (options.body !== undefined)
    return { body: JSON.stringify(options.body), contentType: 'application/json' };
  return {};
}

/**
 * Calls a REST path (e.g. `/rs/api/...`, `/meta.json`) and returns its parsed JSON, or throws an ApiError.
 * A 401 is an ordinary error carrying the server's message (a refused sign-in), not a sign-out.
 */
export async function restRequest<TData>(path: string, options: RestRequestOptions = {}): Promise<TData> {
  const { body, contentType } = encodeBody(options);
  const response = await send(
    path,
    {
      method: options.method ?? 'GET',
      headers: contentType
        ? { 'content-type': contentType, accept: 'application/json' }
        : { accept: 'application/json' },
      body,
      signal: options.signal,
      cache: options.cache,
    },
    options.csrf === true,
  );
  if (response.status === 403) throw unauthorized();
  const parsed = await readJson(response);
  if (!response.ok) throw errorFromRestBody(parsed, response.status);
  return parsed as TData;
}

/**
 * GETs a file (an import template) with the name the server gives it. An error answer throws an
 * ApiError with the server's message, so the page shows it instead of saving it as the file.
 */
export async function fetchFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, { method: 'GET' });
  if (response.status === 403) throw unauthorized();
  if (!response.ok) throw errorFromRestBody(await readJson(response), response.status);
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: match?.[1] ?? null };
}

/** POSTs JSON and takes a file back (the recipient's Copy B); an error answer throws its message. */
export async function postForFile(
  path: string,
  body: unknown,
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw errorFromRestBody(await readJson(response), response.status);
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), fileName: match?.[1] ?? null };
}
