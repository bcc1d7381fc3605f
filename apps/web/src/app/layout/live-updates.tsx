import { Suspense } from 'react';
import { lazyWithMui } from '@/components/mui-scope';
import { useToasts } from '@/lib/toasts';
import { useLiveStream } from '@/lib/use-live-stream';

// The Snackbar (and MUI with it) loads with the first toast, not with the page.
const ToastHost = lazyWithMui(() =>
  import('@/components/toast-host').then((module) => module.default),
);

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
