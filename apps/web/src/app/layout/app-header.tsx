import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { ColorSchemeSwitch } from './color-scheme-switch';

export function AppHeader() {
  return (
    <AppBar
      position="static"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <Link
          component={RouterLink}
          to={paths.root}
          underline="none"
          color="inherit"
          aria-label="Takeline home"
        >
          <Logo />
        </Link>
        <Box sx={{ flex: 1 }} />
        <ColorSchemeSwitch />
      </Toolbar>
    </AppBar>
  );
}
