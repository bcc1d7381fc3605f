import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH } from '@takeline/contract';
import { type FormEvent, useState } from 'react';
import { useChangePassword, useLogoutEverywhere } from '../api/sessions';
import { authErrorMessage, UNEXPECTED_ERROR_MESSAGE } from '../model/errors';

type Status = { kind: 'success' | 'error'; text: string } | null;

/**
 * /profile/security (docs/screens.md#password-and-sessions): change the
 * password (current and new, typed twice), which logs out every other
 * session, and "Log out everywhere".
 */
export function AccountSecurityPage() {
  const change = useChangePassword();
  const everywhere = useLogoutEverywhere();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [status, setStatus] = useState<Status>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!current || !next) {
      setStatus({ kind: 'error', text: 'Both the current and the new password are required.' });
      return;
    }
    if (next.length < PASSWORD_MIN_LENGTH) {
      setStatus({
        kind: 'error',
        text: `New password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
      });
      return;
    }
    if (next !== confirm) {
      setStatus({ kind: 'error', text: 'The new passwords do not match.' });
      return;
    }
    setStatus(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: (result) => {
          setCurrent('');
          setNext('');
          setConfirm('');
          setStatus({ kind: 'success', text: result.message });
        },
        onError: (error) =>
          setStatus({ kind: 'error', text: authErrorMessage(error, UNEXPECTED_ERROR_MESSAGE) }),
      },
    );
  }

  return (
    <Stack spacing={3} sx={{ pb: 4, maxWidth: 640 }}>
      <Typography variant="h1">Password and Sessions</Typography>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Change password">
        <Typography variant="h2">Change password</Typography>
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          name="confirmNewPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <div>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </div>
        {status && (
          <Alert severity={status.kind} role={status.kind === 'error' ? 'alert' : 'status'}>
            {status.text}
          </Alert>
        )}
      </Stack>
      <Divider />
      <Stack spacing={1.5}>
        <Typography variant="h2">Sessions</Typography>
        <Typography>
          Signed in on another device you no longer use? End every session, this one included.
        </Typography>
        <div>
          <Button
            variant="outlined"
            color="warning"
            disabled={everywhere.isPending}
            onClick={() => everywhere.mutate()}
          >
            Log Out Everywhere
          </Button>
        </div>
        {everywhere.isError && (
          <Alert severity="error" role="alert">
            {authErrorMessage(everywhere.error, UNEXPECTED_ERROR_MESSAGE)}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
