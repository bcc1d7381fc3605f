import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useLocation } from 'react-router';

/** A one-off success message handed over by the previous screen (e.g. "Registration successful!"). */
export function FlashMessage() {
  const location = useLocation();
  const flash = (location.state as { flash?: unknown } | null)?.flash;
  const [dismissed, setDismissed] = useState(false);
  if (typeof flash !== 'string' || dismissed) return null;
  return (
    <Alert severity="success" onClose={() => setDismissed(true)}>
      {flash}
    </Alert>
  );
}
