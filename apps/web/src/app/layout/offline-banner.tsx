import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOnline } from '@/lib/use-online';

export const OFFLINE_TEXT = 'You are offline';
export const OFFLINE_DETAIL =
  'Games, scores and picks need a connection. They load again when you are back online.';

/**
 * Says so while the browser has no connection (docs/screens.md#installable-app). Plain Box and
 * Typography, which the first screen already loads, rather than Alert: the header is on the
 * home page's budget.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      sx={{
        px: 2,
        py: 1,
        textAlign: 'center',
        bgcolor: 'background.paper',
        borderBottom: 3,
        borderColor: 'warning.main',
      }}
    >
      <Typography variant="body2">
        <strong>{OFFLINE_TEXT}</strong>. {OFFLINE_DETAIL}
      </Typography>
    </Box>
  );
}
