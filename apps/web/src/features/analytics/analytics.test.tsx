import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { pushAnalyticsEvent } from './analytics.ts';

describe('analytics', () => {
  it('creates window.dataLayer when missing and appends events', () => {
    expect(window.dataLayer).toBeUndefined();
    pushAnalyticsEvent('signup', { accountType: 'B' });
    pushAnalyticsEvent('signin');
    expect(window.dataLayer).toEqual([{ event: 'signup', accountType: 'B' }, { event: 'signin' }]);
  });

  it('keeps what a tag manager already put there', () => {
    window.dataLayer = [{ 'gtm.start': 1 }];
    pushAnalyticsEvent('mfa');
    expect(window.dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'mfa' }]);
  });

  it('pushes a pageview with the path only (never the query with codes)', async () => {
    const { router } = renderApp('/file1099/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await act(() => router.navigate('/file1099/payees?secret=1'));
    const pages = (window.dataLayer ?? [])
      .filter((entry) => (entry as { event?: string }).event === 'pageview')
      .map((entry) => (entry as { page: string }).page);
    expect(pages).toEqual(['/file1099/dashboard', '/file1099/payees']);
  });

  it('loads no third-party script', async () => {
    renderApp('/file1099/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });
});
