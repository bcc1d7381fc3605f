import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { LoginBody } from '@takeline/contract';
import { type FormEvent, useState } from 'react';
import { validateLogin } from '../model/validation';
import { AuthActions, AuthCard } from './auth-card';

export interface LoginFormProps {
  pending: boolean;
  /** The failed request's message (docs/screens.md#login), shown in the warning banner. */
  serverError: string | null;
  /** Why the user is here without asking (their session ended), shown above the form. */
  notice?: string | null;
  onSubmit: (values: LoginBody) => void;
  onCancel: () => void;
}

/** docs/screens.md#login: required username and password, Login and Cancel. */
export function LoginForm({ pending, serverError, notice, onSubmit, onCancel }: LoginFormProps) {
  const [values, setValues] = useState<LoginBody>({ username: '', password: '' });
  const [validationError, setValidationError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const error = validateLogin(values);
    setValidationError(error);
    if (!error) onSubmit(values);
  };
  const message = validationError ?? serverError;
  const set = (field: keyof LoginBody) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AuthCard title="Login">
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit} aria-label="Login">
        {notice && !message && (
          <Alert severity="info" role="status">
            {notice}
          </Alert>
        )}
        {message && (
          <Alert severity="warning" role="alert">
            {message}
          </Alert>
        )}
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          autoFocus
          value={values.username}
          onChange={set('username')}
          error={touched && validationError !== null && !values.username.trim()}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={set('password')}
          error={touched && validationError !== null && !values.password}
        />
        <AuthActions
          label="Login"
          pendingLabel="Logging in..."
          pending={pending}
          onCancel={onCancel}
        />
      </Stack>
    </AuthCard>
  );
}
