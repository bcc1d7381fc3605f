import Paper from '@mui/material/Paper';
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
