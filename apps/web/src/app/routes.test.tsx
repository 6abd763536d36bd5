import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@file1099/shared';
import { CONTRACTOR_PLACEHOLDERS, FILER_PLACEHOLDERS } from '../features/pages/appPages.ts';
import { PUBLIC_PLACEHOLDERS } from '../features/pages/publicPages.ts';
import { LAST_APP_PATH_KEY } from '../features/routing/lastAppPath.ts';
import { renderApp } from '../test/renderApp.tsx';
import { signedIn } from '../test/sessions.ts';

async function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('redirects', () => {
  it('sends / to /file1099/dashboard when no app was used before', async () => {
    const { router } = renderApp('/');
    await heading('Dashboard');
    expect(router.state.location.pathname).toBe('/file1099/dashboard');
  });

  it('sends / to the last used app', async () => {
    localStorage.setItem(LAST_APP_PATH_KEY, '/contractor');
    const { router } = renderApp('/');
    await heading('Dashboard');
    expect(router.state.location.pathname).toBe('/contractor/dashboard');
  });

  it('ignores a stored path that is not an app', async () => {
    localStorage.setItem(LAST_APP_PATH_KEY, 'https://example.com');
    const { router } = renderApp('/');
    await heading('Dashboard');
    expect(router.state.location.pathname).toBe('/file1099/dashboard');
  });

  it('remembers the app shown last', async () => {
    renderApp('/contractor/forms');
    await heading('1099 Forms');
    expect(localStorage.getItem(LAST_APP_PATH_KEY)).toBe('/contractor');
  });

  it('sends /filings to /file1099/filings and keeps the query', async () => {
    const { router } = renderApp('/filings?tab=1');
    await heading('Filings');
    expect(router.state.location.pathname).toBe('/file1099/filings');
    expect(router.state.location.search).toBe('?tab=1');
  });

  it('sends the app root to its dashboard', async () => {
    const { router } = renderApp('/file1099');
    await heading('Dashboard');
    expect(router.state.location.pathname).toBe('/file1099/dashboard');
  });

  it('sends an unknown integration partner to /pagenotfound', async () => {
    const { router } = renderApp('/file1099/integrations/nosuchpartner');
    await heading(MESSAGES.pageNotFound);
    expect(router.state.location.pathname).toBe('/pagenotfound');
  });
});

describe('not found', () => {
  it("shows 'Page not found.' with a link to the Main Dashboard that works", async () => {
    const { router } = renderApp('/no/such/page');
    await heading(MESSAGES.pageNotFound);
    expect(document.title).toBe('Page not found | File1099');
    await userEvent.click(screen.getByRole('link', { name: 'Main Dashboard' }));
    await heading('Dashboard');
    expect(router.state.location.pathname).toBe('/file1099/dashboard');
  });

  it('shows it inside the app for an unknown app path', async () => {
    renderApp('/file1099/nothing-here');
    await heading(MESSAGES.pageNotFound);
    expect(screen.getByRole('tablist', { name: 'Filing year' })).toBeInTheDocument();
  });
});

describe('route table', () => {
  it('has a screen for every public, filer, admin and contractor route', async () => {
    const { router } = renderApp('/privacy', { session: signedIn({ isSuperAdmin: true }) });
    await heading('Privacy policy');
    const pages = [
      ...PUBLIC_PLACEHOLDERS.map((page) => ({ ...page, path: `/${page.path}` })),
      ...FILER_PLACEHOLDERS.map((page) => ({ ...page, path: `/file1099/${page.path}` })),
      ...CONTRACTOR_PLACEHOLDERS.map((page) => ({ ...page, path: `/contractor/${page.path}` })),
    ];
    for (const page of pages) {
      await act(() => router.navigate(page.path));
      const main = screen.getByRole('main');
      expect(within(main).getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
      expect(within(main).getByText(page.text)).toBeInTheDocument();
      expect(document.title).toBe(`${page.title} | File1099`);
    }
  });

  it('shows known integration partners, the app picker, the W-9 page and sign-out', async () => {
    const { router } = renderApp('/file1099/integrations/xero');
    await heading('Xero');
    await act(() => router.navigate('/selectapp'));
    expect(screen.getByRole('link', { name: /View 1099s/ })).toHaveAttribute('href', '/contractor');
    await act(() => router.navigate('/w9?id=abc'));
    expect(screen.getByRole('heading', { level: 1, name: 'W-9' })).toBeInTheDocument();
    await act(() => router.navigate('/logout'));
    expect(screen.getByRole('heading', { level: 1, name: 'You are signed out.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows 'Not supported' for the W-9 page in the sandbox", async () => {
    renderApp('/w9?id=abc', { config: { sandbox: true } });
    await heading('Not supported');
  });
});
