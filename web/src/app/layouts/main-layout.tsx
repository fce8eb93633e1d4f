import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { ScrollTopButton } from '@/components/scroll-top-button';
import { useServerStatus } from '@/features/server-status/use-server-status';
import { FirebaseProviders } from '@/app/firebase-providers';
import { MainAppBar } from './main-app-bar';

/** '/main': the signed-in area's frame. */
export default function MainLayout() {
  useServerStatus();
  return (
    <FirebaseProviders>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <MainAppBar />
        <Box component="main" sx={{ flex: 1 }}>
          <Outlet />
        </Box>
        <ScrollTopButton />
      </Box>
    </FirebaseProviders>
  );
}
