import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';

const SCREENS = [
  { to: paths.testData, label: 'Test data' },
  { to: paths.createTestEvents, label: 'Create test event' },
  { to: paths.enterTestScores, label: 'Enter scores' },
  { to: paths.testEvents, label: 'Test events' },
] as const;

/** Title of a test-tools screen, with links between the tools. */
export function TestToolsHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Stack
        component="nav"
        aria-label="Test tools"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {SCREENS.map((screen) => (
          <Button
            key={screen.to}
            component={RouterLink}
            to={screen.to}
            size="small"
            variant={pathname === screen.to ? 'contained' : 'text'}
            aria-current={pathname === screen.to ? 'page' : undefined}
          >
            {screen.label}
          </Button>
        ))}
      </Stack>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
          {children}
        </Typography>
      )}
    </Stack>
  );
}
