import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi, type Mock } from 'vitest';
import { SEASON_2026, type BuildMeta, type PublicAppConfig } from '@file1099/shared';
import { AppProviders } from '../app/AppProviders.tsx';
import { routes } from '../app/routes.tsx';
import type { SessionState, SessionUser } from '../features/session/session.types.ts';
import { signedIn, toSessionDto } from './sessions.ts';

/**
 * Imports every lazily loaded screen (src/app/routes.tsx) before the tests start, as a built app has
 * each a request away: the tests' waits are about the app, not about compiling modules on first use
 * (which takes seconds on a loaded machine). The router still loads each route through `lazy`.
 */
async function importScreens(list: RouteObject[]): Promise<void> {
  await Promise.all(
    list.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await importScreens(route.children);
    }),
  );
}
await importScreens(routes);

export const TEST_CONFIG: PublicAppConfig = {
  season: SEASON_2026,
  features: { vendorPortal: false, userManagement: true, tinMatch: true, w9: true },
  sandbox: false,
  pardonPage: false,
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface GraphqlCall {
  url: string;
  query: string;
  variables: Record<string, unknown>;
}

export interface GraphqlHandlerInfo extends GraphqlCall {
  /** Changes who the fake server has signed in (sign-up, accepting an invitation, …). */
  signIn: (user: SessionUser | null) => void;
}

export interface FakeServer {
  config?: Partial<PublicAppConfig>;
  /** Served at /meta.json; defaults to the running build. */
  meta?: BuildMeta;
  /**
   * Answers GraphQL calls other than the first appConfig load and `sessionData` (which the fake
   * answers from who is signed in); return undefined for the default.
   */
  graphql?: (
    query: string,
    call: number,
    info: GraphqlHandlerInfo,
  ) => Response | Promise<Response> | undefined;
  /** Answers REST calls other than /meta.json; return undefined for the default. */
  rest?: (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;
  /** Who the server has signed in (null: nobody). `/access/logout` signs them out. */
  sessionUser?: SessionUser | null;
  /** Makes every `sessionData` load fail with this answer. */
  sessionFailure?: () => Response;
  /** Answers `POST /access/login` (form fields given); a `user` signs them in on the fake. */
  login?: (form: URLSearchParams) => { answer: Response; user?: SessionUser };
}

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

function readBody(init: RequestInit | undefined): { query: string; variables: Record<string, unknown> } {
  const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
  if (typeof body !== 'object' || body === null) return { query: '', variables: {} };
  const query = 'query' in body ? String(body.query) : '';
  const variables =
    'variables' in body && typeof body.variables === 'object' && body.variables !== null
      ? (body.variables as Record<string, unknown>)
      : {};
  return { query, variables };
}

/** Replaces global fetch with a tiny fake of the server: app config, session, sign-out, /meta.json. */
export function stubServer(server: FakeServer = {}): FetchMock {
  const config = { ...TEST_CONFIG, ...server.config };
  let signedInUser = server.sessionUser ?? null;
  let graphqlCalls = 0;
  const fetchMock: FetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/meta.json') return jsonResponse(server.meta ?? __BUILD_META__);
    if (url === '/rs/graphql' || url === '/access/graphql') {
      const { query, variables } = readBody(init);
      if (/\bsessionData\b/.test(query) && !/mutation/.test(query)) {
        if (server.sessionFailure) return server.sessionFailure();
        return jsonResponse({ data: { sessionData: signedInUser ? toSessionDto(signedInUser) : null } });
      }
      if (url === '/rs/graphql') graphqlCalls += 1;
      const custom =
        url === '/access/graphql' || graphqlCalls > 1
          ? await server.graphql?.(query, graphqlCalls, {
              url,
              query,
              variables,
              signIn: (user) => {
                signedInUser = user;
              },
            })
          : undefined;
      if (custom) return custom;
      if (query.includes('appConfig')) return jsonResponse({ data: { appConfig: config } });
      return jsonResponse({ errors: [{ message: 'Not faked' }] }, 400);
    }
    if (url === '/access/login' && server.login) {
      const { answer, user } = server.login(
        new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      );
      if (user) signedInUser = user;
      return answer;
    }
    const custom = await server.rest?.(url, init);
    if (custom) return custom;
    if (url === '/access/csrf') return jsonResponse({ csrfToken: 'test-csrf-token' });
    if (url === '/access/logout') {
      signedInUser = null;
      return jsonResponse({ success: true, message: 'Signed out' });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export interface RenderAppOptions extends Omit<FakeServer, 'sessionUser'> {
  /** The session the app starts with; a signed-in payer Owner unless given. */
  session?: SessionState;
}

export interface RenderAppResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  fetchMock: FetchMock;
}

/** Renders the whole app (providers and route table) at `path` against the fake server. */
export function renderApp(path: string, options: RenderAppOptions = {}): RenderAppResult {
  const session = options.session ?? signedIn();
  const fetchMock = stubServer({ ...options, sessionUser: session.user });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders initialSession={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, fetchMock };
}

/** The GraphQL operations the app sent, in order (appConfig and sessionData included). */
export function graphqlCalls(fetchMock: FetchMock): GraphqlCall[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: typeof input === 'string' ? input : '', init }))
    .filter(({ url }) => url === '/rs/graphql' || url === '/access/graphql')
    .map(({ url, init }) => ({ url, ...readBody(init) }));
}
