import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme, REDUCED_MOTION_QUERY, theme, useAppTheme } from './theme.ts';

/** A system whose reduced-motion setting is `reduce`. */
function stubReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === REDUCED_MOTION_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe('the theme for reduced motion', () => {
  it('has no transitions, zero durations and no ripple', () => {
    const reduced = createAppTheme(true);
    expect(reduced.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(reduced.transitions.create('width', { duration: 300 })).toBe('none');
    expect(Object.values(reduced.transitions.duration).every((ms) => ms === 0)).toBe(true);
    expect(reduced.transitions.getAutoHeightDuration(600)).toBe(0);
    expect(reduced.motion.reducedMotion).toBe('always');
    expect(reduced.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(reduced.components?.MuiSkeleton?.defaultProps?.animation).toBe(false);
    expect(reduced.focusVisible).toMatchObject({ outlineStyle: 'solid', outlineWidth: 2 });
    expect(reduced.palette.primary.main).toBe(theme.palette.primary.main);
  });

  it('leaves the usual theme animated', () => {
    expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.motion.reducedMotion).toBe('never');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('follows the system setting', () => {
    stubReducedMotion(true);
    expect(renderHook(() => useAppTheme()).result.current.transitions.create('opacity')).toBe('none');
    stubReducedMotion(false);
    expect(renderHook(() => useAppTheme()).result.current).toBe(theme);
  });

  it('renders buttons without the ripple only when motion is reduced', () => {
    const pressed = (renderTheme: typeof theme) => {
      const view = render(
        <ThemeProvider theme={renderTheme}>
          <Button>Save</Button>
        </ThemeProvider>,
      );
      fireEvent.mouseDown(screen.getByRole('button', { name: 'Save' }));
      const ripple = view.container.querySelector('.MuiTouchRipple-root');
      view.unmount();
      return ripple;
    };
    expect(pressed(createAppTheme(true))).toBeNull();
    expect(pressed(theme)).not.toBeNull();
  });
});
