import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, TIMERS } from '@file1099/shared';
import { renderApp } from '../../test/renderApp.tsx';
import { SIGNED_OUT } from '../../test/sessions.ts';
import { loadIdleWatcher } from './SignedInIdleWatcher.tsx';

const MINUTE = 60_000;

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

async function openApp(path = '/file1099/dashboard') {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  // The timers start once their code has arrived, which it does at sign-in.
  await act(async () => {
    await loadIdleWatcher();
  });
  return view;
}

const idleDialog = () => screen.queryByRole('dialog', { name: MESSAGES.idleTitle });

describe('idle dialog', () => {
  it('appears after 85 idle minutes with Logout and Stay', async () => {
    await openApp();
    await advance(TIMERS.idleWarningMs - MINUTE);
    expect(idleDialog()).not.toBeInTheDocument();
    await advance(MINUTE);
    const dialog = idleDialog();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay' })).toBeInTheDocument();
  });

  it('signs out automatically at 90 idle minutes, even if the mouse moves while the dialog is open', async () => {
    const { router } = await openApp();
    await advance(TIMERS.idleWarningMs);
    expect(idleDialog()).toBeInTheDocument();
    fireEvent.mouseMove(document.body);
    await advance(TIMERS.idleLogoutMs - TIMERS.idleWarningMs);
    expect(router.state.location.pathname).toBe('/logout');
    expect(await screen.findByRole('heading', { name: 'You are signed out.' })).toBeInTheDocument();
  });

  it('Stay closes the dialog and starts the 85 minutes again', async () => {
    const { router } = await openApp();
    await advance(TIMERS.idleWarningMs);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await advance(10 * MINUTE);
    expect(idleDialog()).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/file1099/dashboard');
    await advance(TIMERS.idleWarningMs - 10 * MINUTE);
    expect(idleDialog()).toBeInTheDocument();
  });

  it('Logout signs out at once', async () => {
    const { router } = await openApp();
    await advance(TIMERS.idleWarningMs);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await advance(0);
    expect(router.state.location.pathname).toBe('/logout');
  });

  it.each([
    ['a click', () => fireEvent.click(document.body)],
    ['a mouse move', () => fireEvent.mouseMove(document.body)],
    ['a scroll', () => fireEvent.scroll(window)],
    ['a key press', () => fireEvent.keyDown(document.body, { key: 'a' })],
  ])('%s resets the timers', async (_name, act) => {
    await openApp();
    await advance(80 * MINUTE);
    act();
    await advance(80 * MINUTE);
    expect(idleDialog()).not.toBeInTheDocument();
    await advance(5 * MINUTE);
    expect(idleDialog()).toBeInTheDocument();
  });

  it('does not run without a signed-in user', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/login', { session: SIGNED_OUT });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await advance(TIMERS.idleLogoutMs);
    expect(idleDialog()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('runs for a signed-in user on public pages too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    await advance(TIMERS.idleWarningMs);
    expect(idleDialog()).toBeInTheDocument();
  });
});
