import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RegisterBody } from '@takeline/contract';
import { type FormEvent, useId, useState } from 'react';
import {
  firstError,
  liveConfirmMessage,
  type RegisterErrors,
  validateRegistration,
} from '../model/validation';
import { AuthActions, AuthCard } from './auth-card';

export interface RegisterFormProps {
  pending: boolean;
  serverError: string | null;
  onSubmit: (values: RegisterBody) => void;
  onCancel: () => void;
}

const EMPTY: RegisterBody = {
  name: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
};

type TextFieldName = Exclude<keyof RegisterBody, 'termsAccepted'>;

const FIELDS: ReadonlyArray<{
  field: TextFieldName;
  label: string;
  type?: string;
  autoComplete: string;
}> = [
  { field: 'name', label: 'Name', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'username', label: 'Username', autoComplete: 'username' },
  { field: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    field: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** docs/screens.md#register: five fields, the terms checkbox, Register and Cancel. */
export function RegisterForm({ pending, serverError, onSubmit, onCancel }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterBody>(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const termsHelpId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  const live = liveConfirmMessage(values.password, values.confirmPassword);
  const banner = firstError(errors) ?? serverError;

  return (
    <AuthCard title="Register">
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit} aria-label="Register">
        {banner && (
          <Alert severity="error" role="alert">
            {banner}
          </Alert>
        )}
        {FIELDS.map(({ field, label, type, autoComplete }) => {
          const helper = errors[field] ?? (field === 'confirmPassword' ? live : null) ?? undefined;
          return (
            <TextField
              key={field}
              label={label}
              name={field}
              type={type}
              autoComplete={autoComplete}
              required
              value={values[field]}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [field]: value }));
                setErrors(({ [field]: _fixed, ...rest }) => rest);
              }}
              error={Boolean(errors[field] ?? (field === 'confirmPassword' && live))}
              helperText={helper}
            />
          );
        })}
        <FormControl error={Boolean(errors.termsAccepted)}>
          <FormControlLabel
            control={
              <Checkbox
                name="termsAccepted"
                checked={values.termsAccepted}
                onChange={(event) => {
                  const checked = event.target.checked;
                  setValues((current) => ({ ...current, termsAccepted: checked }));
                  setErrors(({ termsAccepted: _fixed, ...rest }) => rest);
                }}
                slotProps={{
                  input: { 'aria-describedby': errors.termsAccepted ? termsHelpId : undefined },
                }}
              />
            }
            label="Accept Terms and Conditions"
          />
          {errors.termsAccepted && (
            <FormHelperText id={termsHelpId}>{errors.termsAccepted}</FormHelperText>
          )}
        </FormControl>
        <AuthActions
          label="Register"
          pendingLabel="Registering..."
          pending={pending}
          onCancel={onCancel}
        />
      </Stack>
    </AuthCard>
  );
}
