import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/renderApp.tsx';
import { graphqlRequest, restRequest, type GraphqlDocument } from './apiClient.ts';
import { readCookie } from './csrf.ts';

function stubFetch(answer: (url: string) => Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(answer(typeof input === 'string' ? input : String(input))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function headerOf(init: unknown, name: string): string | null {
  const headers = (init as RequestInit | undefined)?.headers;
  return new Headers(headers).get(name);
}

function clearCsrfCookie() {
  document.cookie = 'f1099_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

afterEach(() => {
  document.cookie = 'f1099_csrf=test-csrf-token; path=/';
});

/** An operation text for the transport tests; the app itself sends only generated documents. */
function operation(text: string): GraphqlDocument<unknown, Record<string, unknown>> {
  return new String(text);
}

describe('CSRF header', () => {
  it('sends the cookie value as X-CSRF-Token with GraphQL POSTs, queries included', async () => {
    document.cookie = 'f1099_csrf=abc123; path=/';
    const fetchMock = stubFetch(() => jsonResponse({ data: { appConfig: {} } }));
    await graphqlRequest('/rs/graphql', operation('query { appConfig { sandbox } }'));
    expect(headerOf(fetchMock.mock.calls[0]?.[1], 'X-CSRF-Token')).toBe('abc123');
  });

  it('sends it with REST changes but not with GETs', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true }));
    await restRequest('/rs/api/clients/', { method: 'POST', body: { name: 'A' } });
    await restRequest('/rs/api/domains/1/');
    expect(headerOf(fetchMock.mock.calls[0]?.[1], 'X-CSRF-Token')).toBe('test-csrf-token');
    expect(headerOf(fetchMock.mock.calls[1]?.[1], 'X-CSRF-Token')).toBeNull();
  });

  it('asks GET /access/csrf first when the browser has no cookie, once for concurrent calls', async () => {
    clearCsrfCookie();
    expect(readCookie('f1099_csrf')).toBeUndefined();
    const fetchMock = stubFetch((url) =>
      url === '/access/csrf'
        ? jsonResponse({ csrfToken: 'from-server' })
        : jsonResponse({ data: { ok: true } }),
    );
    await Promise.all([
      graphqlRequest('/access/graphql', operation('query { a }')),
      graphqlRequest('/access/graphql', operation('query { b }')),
    ]);
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.filter((url) => url === '/access/csrf')).toHaveLength(1);
    const posts = fetchMock.mock.calls.filter(([url]) => url === '/access/graphql');
    expect(posts.map(([, init]) => headerOf(init, 'X-CSRF-Token'))).toEqual(['from-server', 'from-server']);
  });

  it('reads cookies by exact name and decodes them', () => {
    document.cookie = 'other_f1099_csrf=nope; path=/';
    document.cookie = 'f1099_csrf=a%2Bb; path=/';
    expect(readCookie('f1099_csrf')).toBe('a+b');
  });
});

describe('form-encoded REST', () => {
  it('posts /access/login fields form-encoded; a 401 is an error with the server message, not a sign-out', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: false, message: 'Bad credentials' }, 401));
    const error = await restRequest('/access/login', {
      method: 'POST',
      form: { username: 'a@b.co', password: 'p w', altcha: 'x' },
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: 'Bad credentials', status: 401, isUnauthorized: false });
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(init.body).toBe('username=a%40b.co&password=p+w&altcha=x');
    expect(headerOf(init, 'content-type')).toBe('application/x-www-form-urlencoded');
  });
});
