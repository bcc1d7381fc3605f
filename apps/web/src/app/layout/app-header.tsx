import AppBar from '@mui/material/AppBar';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

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
      </Toolbar>
    </AppBar>
  );
}
