import { lazy, Suspense } from 'react';
import { useToasts } from '@/lib/toasts';
import { useLiveStream } from '@/lib/use-live-stream';

// The Snackbar loads with the first toast, not with the page.
const ToastHost = lazy(() => import('@/components/toast-host'));

/** The live stream for every screen, and the toasts it raises (docs/screens.md#live-push). */
export function LiveUpdates() {
  useLiveStream();
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
