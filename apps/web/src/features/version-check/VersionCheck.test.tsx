import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TIMERS } from '@file1099/shared';
import { renderApp } from '../../test/renderApp.tsx';
import { isNewerBuild } from './buildMeta.ts';
import { clearCacheAndReload } from './clearCacheAndReload.ts';

vi.mock('./clearCacheAndReload.ts', () => ({ clearCacheAndReload: vi.fn(() => Promise.resolve()) }));

const newer = { ...__BUILD_META__, build: __BUILD_META__.build + 1 };

describe('isNewerBuild', () => {
  it('is true only for a larger build number', () => {
    expect(isNewerBuild({ build: 2 }, { build: 1 })).toBe(true);
    expect(isNewerBuild({ build: 1 }, { build: 1 })).toBe(false);
    expect(isNewerBuild({ build: 0 }, { build: 1 })).toBe(false);
  });

  it('ignores a missing or malformed version file', () => {
    expect(isNewerBuild(undefined, { build: 1 })).toBe(false);
    expect(isNewerBuild({ build: Number.NaN }, { build: 1 })).toBe(false);
    expect(isNewerBuild(JSON.parse('{"build":"9"}') as { build: number }, { build: 1 })).toBe(false);
  });
});

describe('version check', () => {
  it('offers a reload when a newer build is served, and Reload clears caches and reloads', async () => {
    renderApp('/file1099/dashboard', { meta: newer });
    const offer = await screen.findByTestId('version-check');
    expect(offer).toHaveTextContent('A new version of File1099 is available.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(clearCacheAndReload).toHaveBeenCalledTimes(1);
  });

  it('reads /meta.json every 2 minutes and says nothing while the build is current', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = renderApp('/file1099/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const metaCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/meta.json').length;
    const before = metaCalls();
    await act(async () => {
      vi.advanceTimersByTime(TIMERS.versionCheckMs);
    });
    expect(metaCalls()).toBe(before + 1);
    expect(screen.queryByTestId('version-check')).not.toBeInTheDocument();
  });
});
