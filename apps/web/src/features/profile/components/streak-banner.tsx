import Alert from '@mui/material/Alert';
import { useState } from 'react';

/**
 * Spec section 2: shown when the last login granted the streak reward. The
 * reward is always one point (RULES.md section 7), so the text is singular.
 */
export function StreakBanner({ streak }: { streak: number }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert severity="success" onClose={() => setOpen(false)}>
      You're on a {streak}-day streak! Bonus confidence point awarded.
    </Alert>
  );
}
