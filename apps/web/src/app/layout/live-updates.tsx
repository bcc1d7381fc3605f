import { ToastHost } from '@/components/toast-host';
import { useLiveStream } from '@/lib/use-live-stream';

/** The live stream for every screen, and the toasts it raises (docs/screens.md#live-push). */
export function LiveUpdates() {
  useLiveStream();
  return <ToastHost />;
}
