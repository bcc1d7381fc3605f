import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';
import { authErrorMessage, LOGIN_FAILED_MESSAGE } from '../errors';
import { LoginForm } from './login-form';

/** Login wired to the API: success goes to /home, where the reward banners show. */
export function LoginScreen() {
  const navigate = useNavigate();
  const login = useLogin();
  return (
    <LoginForm
      pending={login.isPending}
      serverError={login.error ? authErrorMessage(login.error, LOGIN_FAILED_MESSAGE) : null}
      onSubmit={(values) =>
        login.mutate(values, { onSuccess: () => navigate(paths.home, { replace: true }) })
      }
      onCancel={() => navigate(paths.root)}
    />
  );
}
