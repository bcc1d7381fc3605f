import Alert from '@mui/material/Alert';
import { useState } from 'react';

/**
 * docs/screens.md#own-profile: shown when the last login granted the streak reward, in
 * the product's exact words, "point(s)" included (decision 0035). It can be dismissed.
 */
export function StreakBanner({ streak }: { streak: number }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert severity="success" onClose={() => setOpen(false)}>
      You're on a {streak}-day streak! Bonus confidence point(s) awarded.
    </Alert>
  );
}
