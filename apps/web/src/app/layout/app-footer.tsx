import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function AppFooter() {
  return (
    <Box
      component="footer"
      sx={{ py: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" color="text.secondary">
        © 2025 Takeline. All rights reserved. Free to play; no real money.
      </Typography>
    </Box>
  );
}
