import { useOnline } from '@/lib/use-online';

export const OFFLINE_TEXT = 'You are offline';
export const OFFLINE_DETAIL =
  'Games, scores and picks need a connection. They load again when you are back online.';

/**
 * Says so while the browser has no connection (docs/screens.md#installable-app). Plain
 * elements: the shell is on Home's first screen (decision 0185).
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="tl-offline">
      <p className="tl-body2">
        <strong>{OFFLINE_TEXT}</strong>. {OFFLINE_DETAIL}
      </p>
    </div>
  );
}
