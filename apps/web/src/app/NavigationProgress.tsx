import { useNavigation } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';

/**
 * A thin bar over the top edge while the router fetches the next page's code. It floats above the
 * layout, so the page does not move when it comes and goes.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <LinearProgress
      aria-label="Loading the page"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        // Above the app bar (drawer + 1).
        zIndex: (theme) => theme.zIndex.drawer + 2,
      }}
    />
  );
}
