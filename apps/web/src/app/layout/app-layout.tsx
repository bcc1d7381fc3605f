import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { LiveUpdates } from './live-updates';
import { OfflineBanner } from './offline-banner';
import { ScrollRestoration } from './scroll-restoration';

/**
 * The footer starts below the first screen (main is at least a screen tall), so
 * content arriving after the first paint never pushes a visible footer down, and
 * the scrollbar's room is kept (theme), so the page never shifts sideways.
 * A new screen starts at the top, and Back returns to where the reader was
 * (./scroll-restoration.tsx); changes within Home (tab, sport) keep the scroll.
 */
export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', overflowX: 'hidden' }}>
      <ScrollRestoration />
      <AppHeader />
      <OfflineBanner />
      <Container
        component="main"
        maxWidth="lg"
        sx={{ flex: 1, minHeight: '100vh', py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
      <AppFooter />
      <LiveUpdates />
    </Box>
  );
}
