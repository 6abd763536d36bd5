import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@file1099/shared';
import { jsonResponse } from '../../test/renderApp.tsx';
import { SESSION_DATA_QUERY } from '../session/session.query.ts';
import {
  ApiError,
  getErrorMessage,
  graphqlRequest,
  restRequest,
  setUnauthorizedHandler,
  type GraphqlDocument,
} from './apiClient.ts';
import { shouldRetry } from './queryClient.ts';

/** An operation text for the transport tests; the app itself sends only generated documents. */
function operation(text: string): GraphqlDocument<unknown, Record<string, unknown>> {
  return new String(text);
}

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

describe('graphqlRequest', () => {
  it('posts the operation as JSON with cookies and returns data', async () => {
    const fetchMock = stubFetch(jsonResponse({ data: { hello: 'world' } }));
    await expect(graphqlRequest('/rs/graphql', operation('query { hello }'), { a: 1 })).resolves.toEqual({
      hello: 'world',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/rs/graphql',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: JSON.stringify({ query: 'query { hello }', variables: { a: 1 } }),
      }),
    );
  });

  it("sends a generated operation's text with the fragments it spreads", async () => {
    const fetchMock = stubFetch(jsonResponse({ data: { sessionData: null } }));
    await expect(graphqlRequest('/access/graphql', SESSION_DATA_QUERY)).resolves.toEqual({
      sessionData: null,
    });
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit] | undefined;
    const body = JSON.parse(String(init?.[1].body)) as { query: string; variables: unknown };
    expect(body.query).toContain('query SessionData');
    expect(body.query).toContain('fragment SessionFields on SessionData');
    expect(body.variables).toEqual({});
  });

  it('maps HTTP 403 to the not-authorized message and calls the sign-out handler', async () => {
    const onUnauthorized = vi.fn();
    unregister = setUnauthorizedHandler(onUnauthorized);
    stubFetch(jsonResponse({ errors: [{ message: 'Forbidden' }] }, 403));
    const error = await caught(graphqlRequest('/access/graphql', operation('query { me }')));
    expect(error.message).toBe(MESSAGES.notAuthorized);
    expect(error.isUnauthorized).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("carries the server's message, code, developer message and field messages", async () => {
    stubFetch(
      jsonResponse({
        errors: [
          {
            message: 'The TIN is not valid.',
            extensions: {
              code: 'BAD_USER_INPUT',
              developerMessage: 'tin failed checksum',
              fieldMessages: { tin: 'Please enter a valid 9 digit TIN' },
            },
          },
        ],
      }),
    );
    const error = await caught(graphqlRequest('/rs/graphql', operation('mutation { x }')));
    expect(error.message).toBe('The TIN is not valid.');
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.developerMessage).toBe('tin failed checksum');
    expect(error.fieldMessages).toEqual({ tin: 'Please enter a valid 9 digit TIN' });
  });

  it('falls back to the generic message for a server error without a message', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(graphqlRequest('/rs/graphql', operation('query { x }')));
    expect(error.message).toBe(MESSAGES.genericRequestError);
    expect(error.status).toBe(502);
  });

  it('uses the generic message when the network is down', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await caught(graphqlRequest('/rs/graphql', operation('query { x }')));
    expect(error.message).toBe(MESSAGES.genericRequestError);
    expect(error.status).toBe(0);
  });
});

describe('restRequest', () => {
  it('returns parsed JSON', async () => {
    stubFetch(jsonResponse({ version: '1.0.0' }));
    await expect(restRequest('/meta.json')).resolves.toEqual({ version: '1.0.0' });
  });

  it('maps HTTP 403 the same way', async () => {
    const onUnauthorized = vi.fn();
    unregister = setUnauthorizedHandler(onUnauthorized);
    stubFetch(new Response('', { status: 403 }));
    const error = await caught(restRequest('/rs/api/domains/1/'));
    expect(error.message).toBe(MESSAGES.notAuthorized);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reads message, errorCode, developerMessage and errors.messages from a REST error body', async () => {
    stubFetch(
      jsonResponse(
        {
          message: 'Unknown response',
          errorCode: 'W9_EMPTY',
          developerMessage: 'no body',
          errors: { messages: [{ field: 'tin', message: 'Required' }] },
        },
        400,
      ),
    );
    const error = await caught(restRequest('/rs/api/vendorportal/w9/', { method: 'PUT', body: { id: 1 } }));
    expect(error.message).toBe('Unknown response');
    expect(error.code).toBe('W9_EMPTY');
    expect(error.developerMessage).toBe('no body');
    expect(error.fieldMessages).toEqual({ tin: 'Required' });
  });

  it('uses the generic message when the body is not JSON', async () => {
    stubFetch(new Response('oops', { status: 500 }));
    const error = await caught(restRequest('/rs/api/x'));
    expect(error.message).toBe(MESSAGES.genericRequestError);
  });
});

describe('error helpers', () => {
  it('gives the generic message for errors that did not come from the api client', () => {
    expect(getErrorMessage(new Error('TypeError: x is undefined'))).toBe(MESSAGES.genericRequestError);
  });

  it('retries only failures that may pass a second time', () => {
    expect(shouldRetry(0, new ApiError('x', { status: 0 }))).toBe(true);
    expect(shouldRetry(1, new ApiError('x', { status: 503 }))).toBe(true);
    expect(shouldRetry(2, new ApiError('x', { status: 503 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', { status: 400 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', { status: 200 }))).toBe(false);
  });
});
