import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/a11y/skip-link';
import { AccessNotice } from '@/components/feedback/access-notice';
import { ScrollTopButton } from '@/components/scroll-top-button';
import { useServerStatus } from '@/features/server-status/use-server-status';
import { FirebaseProviders } from '@/app/firebase-providers';
import { setDirectoryTokenSource } from '@/lib/api';
import { RightsProvider } from '@/lib/rights';
import { warmUpZonedTime } from '@/lib/zoned-time';
import { MainAppBar } from './main-app-bar';

// Directory calls (GET /users/refresh) carry the corporate directory token, which only the
// corporate sign-in can give; the API client cannot import it, so the signed-in area hands it over.
setDirectoryTokenSource(() => import('@/features/auth/corporate-session').then((m) => m.getDirectoryToken()));

// Every signed-in screen draws times; the platform's date formatting starts while the frame waits for data.
warmUpZonedTime();

/** '/main': the signed-in area's frame. */
export default function MainLayout() {
  useServerStatus();
  return (
    <FirebaseProviders>
      <RightsProvider>
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
          <SkipLink target={MAIN_CONTENT_ID}>Skip to content</SkipLink>
          <MainAppBar />
          <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
            <AccessNotice />
            <Outlet />
          </Box>
          <ScrollTopButton />
        </Box>
      </RightsProvider>
    </FirebaseProviders>
  );
}
