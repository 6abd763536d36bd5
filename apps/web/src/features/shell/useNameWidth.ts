import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { NameWidth } from './accountName.ts';

/** Desktop = xl and up, large = lg, medium = md, small = below md (MUI default breakpoints). */
export function useNameWidth(): NameWidth {
  const theme = useTheme();
  const xl = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const lg = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const md = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  if (xl) return 'desktop';
  if (lg) return 'large';
  if (md) return 'medium';
  return 'small';
}
