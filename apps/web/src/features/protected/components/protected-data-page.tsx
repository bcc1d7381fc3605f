import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useProtectedData } from '../api/protected-data';

export const PROTECTED_FETCH_ERROR = 'Unable to fetch protected data';

/** /protected: a test screen that shows whether the stored token is accepted. */
export function ProtectedDataPage() {
  const data = useProtectedData();
  if (data.isPending) return <Typography role="status">Loading...</Typography>;
  if (data.isError) {
    return (
      <Stack spacing={2}>
        <Typography variant="h1">Protected Data</Typography>
        <Alert severity="error">{PROTECTED_FETCH_ERROR}</Alert>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h1">Protected Data</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography>{data.data.message}</Typography>
      </Paper>
    </Stack>
  );
}
