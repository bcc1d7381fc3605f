import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useRegister } from '../api/register';
import { authErrorMessage, REGISTRATION_FAILED_MESSAGE } from '../model/errors';
import { RegisterForm } from './register-form';

export const REGISTRATION_SUCCESS_MESSAGE = 'Registration successful!';

/** Register wired to the API: success signs in and goes to /home with the success message. */
export function RegisterScreen() {
  const navigate = useNavigate();
  const register = useRegister();
  return (
    <RegisterForm
      pending={register.isPending}
      serverError={
        register.error ? authErrorMessage(register.error, REGISTRATION_FAILED_MESSAGE) : null
      }
      onSubmit={(values) =>
        register.mutate(values, {
          onSuccess: () =>
            navigate(paths.home, {
              replace: true,
              state: { flash: REGISTRATION_SUCCESS_MESSAGE },
            }),
        })
      }
      onCancel={() => navigate(paths.root)}
    />
  );
}
