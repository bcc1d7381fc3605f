import type { Profile } from '@takeline/contract';
import { Link } from 'react-router';
import { Pill } from '@/components/pill';
import { paths } from '@/config/paths';
import { authStore, useAuth } from '@/lib/auth-store';
import { useProfile } from '@/lib/profile-query';
import './home.css';

export interface WelcomePanelViewProps {
  userName: string | null;
  loggedIn: boolean;
  profile: Profile | undefined;
  onLogout: () => void;
}

/**
 * docs/screens.md#welcome: the welcome line and the logged-in or logged-out buttons. Plain
 * elements (home.css), drawn exactly where index.html's first paint draws them (decision 0131),
 * without MUI (decision 0185).
 */
export function WelcomePanelView({ userName, loggedIn, profile, onLogout }: WelcomePanelViewProps) {
  return (
    <section className="tl-paper tl-welcome">
      <div className="tl-stack tl-welcome__text">
        <h1 className="tl-welcome__title">
          {loggedIn
            ? `Welcome back, ${profile?.username ?? userName ?? 'friend'}! You are logged in.`
            : 'Welcome to Takeline! You are not logged in.'}
        </h1>
        {!loggedIn && (
          <p>
            Log in or register to take or pass on today&apos;s lines, earn XP and influence, and
            climb the leaderboard. It&apos;s free: no real money, ever.
          </p>
        )}
        {profile && (
          // biome-ignore lint/a11y/useSemanticElements: a named group of labels, not of form fields
          <div className="tl-welcome__balances" role="group" aria-label="Your balances">
            <Pill>{`${profile.confidence_points} confidence`}</Pill>
            <Pill>{`${profile.ip_points} IP`}</Pill>
            <Pill>{`${profile.xp_points} XP`}</Pill>
            <Pill tone="primary">{profile.rank_tier}</Pill>
          </div>
        )}
      </div>
      <div className="tl-welcome__actions">
        {loggedIn ? (
          <>
            <Link to={paths.profile} className="tl-button tl-button--contained">
              My Profile
            </Link>
            <Link to={paths.groups} className="tl-button">
              My Groups
            </Link>
            <button type="button" className="tl-button" onClick={onLogout}>
              Logout
            </button>
          </>
        ) : (
          <>
            <Link to={paths.login} className="tl-button tl-button--contained">
              Login
            </Link>
            <Link to={paths.register} className="tl-button">
              Register
            </Link>
          </>
        )}
      </div>
    </section>
  );
}

export function WelcomePanel() {
  const { token, userName } = useAuth();
  const profile = useProfile();
  return (
    <WelcomePanelView
      userName={userName}
      loggedIn={token !== null}
      profile={profile.data}
      onLogout={() => authStore.logout()}
    />
  );
}
