import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The centred card that holds the login and register forms. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 440, mx: 'auto', my: { xs: 1, sm: 4 }, p: { xs: 2.5, sm: 4 } }}
    >
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Submit (which says it is working while the request runs) beside Cancel. */
export function AuthActions({
  label,
  pendingLabel,
  pending,
  onCancel,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <Stack direction="row" spacing={1.5}>
      <Button type="submit" variant="contained" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      <Button type="button" variant="outlined" onClick={onCancel}>
        Cancel
      </Button>
    </Stack>
  );
}
