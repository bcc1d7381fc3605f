import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', overflowX: 'hidden' }}>
      <AppHeader />
      <Container
        component="main"
        maxWidth="lg"
        sx={{ flex: 1, py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
      <AppFooter />
    </Box>
  );
}
