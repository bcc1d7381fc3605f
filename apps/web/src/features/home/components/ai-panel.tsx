import Typography from '@mui/material/Typography';

/** docs/screens.md#ai-and-about: the AI tab only says "Coming soon...". */
export function AiPanel() {
  return (
    <Typography variant="h2" component="p" sx={{ py: 4, textAlign: 'center' }}>
      Coming soon...
    </Typography>
  );
}
