import { useMemo } from 'react';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** The user's system setting that asks apps to reduce motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** MUI's default breakpoints, spelled out because the drawer and name widths depend on them. */
const BASE: ThemeOptions = {
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1280, xl: 1536 } },
  palette: {
    primary: { main: '#1f5fa8' },
    secondary: { main: '#2e7d32' },
    background: { default: '#f6f8fb' },
  },
  shape: { borderRadius: 8 },
};

const NO_DURATION = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * For users who ask their system to reduce motion (WCAG 2.3.3, docs/web.md): nothing slides, fades,
 * grows, pulses or ripples. MUI's own reduced-motion mode stops the progress, skeleton and tab
 * indicator animations and makes its transitions (dialogs, menus, popovers, collapses, snackbars)
 * instant; every CSS transition built from the theme is `none` and every duration 0. Buttons get no
 * ripple, so the keyboard focus the ripple used to show is MUI's focus ring (an outline) instead.
 */
const REDUCED_MOTION: ThemeOptions = {
  motion: { reducedMotion: 'always' },
  transitions: { create: () => 'none', duration: NO_DURATION, getAutoHeightDuration: () => 0 },
  focusVisible: true,
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiSkeleton: { defaultProps: { animation: false } },
  },
};

/** The app's theme; with `reduceMotion` when the user's system asks for reduced motion. */
export function createAppTheme(reduceMotion = false): Theme {
  return createTheme(reduceMotion ? { ...BASE, ...REDUCED_MOTION } : BASE);
}

export const theme = createAppTheme();

/**
 * The theme for the user's reduced-motion setting, read on the first render (no animated first
 * paint) and followed when it changes; the reduced-motion theme is built only for those who ask.
 */
export function useAppTheme(): Theme {
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  return useMemo(() => (reduceMotion ? createAppTheme(true) : theme), [reduceMotion]);
}

export const DRAWER_WIDTH = 248;
