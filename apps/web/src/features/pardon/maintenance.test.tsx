import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, TIMERS } from '@file1099/shared';
import { renderApp } from '../../test/renderApp.tsx';
import { PARDON_OVERRIDE_KEY, parsePardonParam } from './pardonOverrideStore.ts';

const maintenance = () => screen.findByRole('heading', { name: MESSAGES.maintenanceText });
const dashboard = () => screen.findByRole('heading', { level: 1, name: 'Dashboard' });

describe('maintenance (pardon) page', () => {
  it('replaces every page while the setting is on', async () => {
    renderApp('/file1099/payees', { config: { pardonPage: true } });
    await maintenance();
    expect(document.title).toBe(MESSAGES.maintenanceTitle);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('?pardonPage=true forces it while the setting is off', async () => {
    const { router } = renderApp('/file1099/dashboard?pardonPage=true');
    await maintenance();
    expect(router.state.location.search).toBe('');
  });

  it('?pardonPage=false shows the app, remembers it, and the setting returns after 30 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/file1099/dashboard?pardonPage=false', { config: { pardonPage: true } });
    await dashboard();
    expect(localStorage.getItem(PARDON_OVERRIDE_KEY)).toContain('"value":false');
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate('/file1099/payees'));
    expect(screen.getByRole('heading', { level: 1, name: 'Payees' })).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(TIMERS.pardonOverrideMs - 60_000);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Payees' })).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(await maintenance()).toBeInTheDocument();
    expect(localStorage.getItem(PARDON_OVERRIDE_KEY)).toBeNull();
  });

  it('keeps a remembered override after a reload, and drops an expired one', async () => {
    localStorage.setItem(
      PARDON_OVERRIDE_KEY,
      JSON.stringify({ value: false, expiresAt: Date.now() + 60_000 }),
    );
    const first = renderApp('/file1099/dashboard', { config: { pardonPage: true } });
    await dashboard();
    first.unmount();

    localStorage.setItem(PARDON_OVERRIDE_KEY, JSON.stringify({ value: false, expiresAt: Date.now() - 1 }));
    renderApp('/file1099/dashboard', { config: { pardonPage: true } });
    await maintenance();
  });

  it('reads only true and false as overrides', () => {
    expect(parsePardonParam('true')).toBe(true);
    expect(parsePardonParam('FALSE')).toBe(false);
    expect(parsePardonParam('1')).toBeNull();
    expect(parsePardonParam(null)).toBeNull();
  });
});
