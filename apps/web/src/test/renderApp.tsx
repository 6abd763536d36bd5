import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi, type Mock } from 'vitest';
import { SEASON_2026, type BuildMeta, type PublicAppConfig } from '@file1099/shared';
import { AppProviders } from '../app/AppProviders.tsx';
import { routes } from '../app/routes.tsx';
import type { SessionState } from '../features/session/session.types.ts';

export const TEST_CONFIG: PublicAppConfig = {
  season: SEASON_2026,
  features: { vendorPortal: false, userManagement: true, tinMatch: true, w9: true },
  sandbox: false,
  pardonPage: false,
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface FakeServer {
  config?: Partial<PublicAppConfig>;
  /** Served at /meta.json; defaults to the running build. */
  meta?: BuildMeta;
  /** Answers GraphQL calls other than the first appConfig load; return undefined for the default. */
  graphql?: (query: string, call: number) => Response | Promise<Response> | undefined;
}

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/** Replaces global fetch with a tiny fake of the server's /rs/graphql and /meta.json. */
export function stubServer(server: FakeServer = {}): FetchMock {
  const config = { ...TEST_CONFIG, ...server.config };
  let graphqlCalls = 0;
  const fetchMock: FetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/meta.json') return jsonResponse(server.meta ?? __BUILD_META__);
    if (url === '/rs/graphql') {
      const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
      const query = typeof body === 'object' && body !== null && 'query' in body ? String(body.query) : '';
      graphqlCalls += 1;
      const custom = graphqlCalls > 1 ? await server.graphql?.(query, graphqlCalls) : undefined;
      if (custom) return custom;
      if (query.includes('appConfig')) return jsonResponse({ data: { appConfig: config } });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export interface RenderAppOptions extends FakeServer {
  session?: SessionState;
}

export interface RenderAppResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  fetchMock: FetchMock;
}

/** Renders the whole app (providers and route table) at `path` against the fake server. */
export function renderApp(path: string, options: RenderAppOptions = {}): RenderAppResult {
  const fetchMock = stubServer(options);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders initialSession={options.session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, fetchMock };
}
