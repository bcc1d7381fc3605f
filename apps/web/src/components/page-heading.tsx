import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** A screen's heading with the way back to Home beside it (wrapping under it on phones). */
export function PageHeading({
  title,
  subtitle,
  homeLabel,
  homeTo = paths.root,
}: {
  title: string;
  subtitle?: ReactNode;
  /** Each screen names this button (docs/screens.md#exact-texts) ("Back To Home", "Go Home"). */
  homeLabel: string;
  /** Where the button leads: Home, or the Home tab the user came from. */
  homeTo?: string;
}) {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
    >
      <div>
        <Typography variant="h1">{title}</Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Typography>
        )}
      </div>
      <Button component={RouterLink} to={homeTo} variant="outlined">
        {homeLabel}
      </Button>
    </Stack>
  );
}
