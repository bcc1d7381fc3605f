import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useLogin } from '../api/login';
import { authErrorMessage, LOGIN_FAILED_MESSAGE } from '../model/errors';
import { LoginForm } from './login-form';

/**
 * Where to go after logging in: back to the page that sent the user here
 * (a protected page, or the test-event form), else /home (docs/screens.md#login).
 */
export function afterLoginPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const safe = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//');
  return safe && from !== paths.login ? from : paths.home;
}

/** Login wired to the API: success goes to /home (where the reward banners show) or back. */
export function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const { notice } = useAuth();
  const login = useLogin();
  return (
    <LoginForm
      pending={login.isPending}
      serverError={login.error ? authErrorMessage(login.error, LOGIN_FAILED_MESSAGE) : null}
      notice={notice}
      onSubmit={(values) =>
        login.mutate(values, {
          onSuccess: () => navigate(afterLoginPath(location.state), { replace: true }),
        })
      }
      onCancel={() => navigate(paths.root)}
    />
  );
}
