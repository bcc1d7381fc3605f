import LinearProgress from '@mui/material/LinearProgress';

export function PageLoading() {
  return <LinearProgress aria-label="Loading page" sx={{ my: 2 }} />;
}
