import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useIsLoggedIn } from '@/lib/auth-store';

/**
 * docs/screens.md#routes: no stored jwtToken sends you to /login. The server still checks every
 * call.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!loggedIn)
    return (
      <Navigate
        to={paths.login}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  return children;
}
