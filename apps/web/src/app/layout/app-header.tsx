import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { ColorSchemeSwitch } from './color-scheme-switch';

export function AppHeader() {
  return (
    <header className="tl-header">
      <Link to={paths.root} className="tl-header__home" aria-label="Takeline home">
        <Logo />
      </Link>
      <div className="tl-header__space" />
      <ColorSchemeSwitch />
    </header>
  );
}
