import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Notice } from '@/components/notice';

/**
 * A one-off success message handed over by the previous screen (e.g.
 * "Registration successful!"). It is taken out of the history entry at once,
 * so a reload or a return to the page does not show it again.
 */
export function FlashMessage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [flash, setFlash] = useState(() => {
    const value = (location.state as { flash?: unknown } | null)?.flash;
    return typeof value === 'string' ? value : null;
  });
  const hasState = location.state !== null;
  useEffect(() => {
    if (flash && hasState) {
      navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [flash, hasState, navigate, location.pathname, location.search]);
  if (!flash) return null;
  return (
    <Notice tone="success" onClose={() => setFlash(null)}>
      {flash}
    </Notice>
  );
}
