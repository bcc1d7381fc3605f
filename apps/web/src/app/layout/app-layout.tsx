import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { LiveUpdates } from './live-updates';
import { OfflineBanner } from './offline-banner';
import { ScrollRestoration } from './scroll-restoration';
import './app-layout.css';

/**
 * The footer starts below the first screen (main is at least a screen tall), so
 * content arriving after the first paint never pushes a visible footer down, and
 * the scrollbar's room is kept (styles/base.css), so the page never shifts sideways.
 * A new screen starts at the top, and Back returns to where the reader was
 * (./scroll-restoration.tsx); changes within Home (tab, sport) keep the scroll.
 * Plain elements and CSS, not MUI: the shell is on Home's first screen (decision 0185).
 */
export function AppLayout() {
  return (
    <div className="tl-shell">
      <ScrollRestoration />
      <AppHeader />
      <OfflineBanner />
      <main className="tl-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
      <LiveUpdates />
    </div>
  );
}
