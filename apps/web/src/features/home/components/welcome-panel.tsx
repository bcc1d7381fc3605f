import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Profile } from '@takeline/contract';
import { Link as RouterLink } from 'react-router';
import { Pill } from '@/components/pill';
import { paths } from '@/config/paths';
import { authStore, useAuth } from '@/lib/auth-store';
import { useProfile } from '@/lib/profile-query';

export interface WelcomePanelViewProps {
  userName: string | null;
  loggedIn: boolean;
  profile: Profile | undefined;
  onLogout: () => void;
}

/** docs/screens.md#welcome: the welcome line and the logged-in or logged-out buttons. */
export function WelcomePanelView({ userName, loggedIn, profile, onLogout }: WelcomePanelViewProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack spacing={1}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' } }}>
            {loggedIn
              ? `Welcome back, ${profile?.username ?? userName ?? 'friend'}! You are logged in.`
              : 'Welcome to Takeline! You are not logged in.'}
          </Typography>
          {!loggedIn && (
            <Typography color="text.secondary">
              Log in or register to take or pass on today&apos;s lines, earn XP and influence, and
              climb the leaderboard. It&apos;s free: no real money, ever.
            </Typography>
          )}
          {profile && (
            <Stack
              direction="row"
              spacing={1}
              sx={{ flexWrap: 'wrap', rowGap: 1 }}
              role="group"
              aria-label="Your balances"
            >
              <Pill>{`${profile.confidence_points} confidence`}</Pill>
              <Pill>{`${profile.ip_points} IP`}</Pill>
              <Pill>{`${profile.xp_points} XP`}</Pill>
              <Pill tone="primary">{profile.rank_tier}</Pill>
            </Stack>
          )}
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
          {loggedIn ? (
            <>
              <Button component={RouterLink} to={paths.profile} variant="contained">
                My Profile
              </Button>
              <Button component={RouterLink} to={paths.groups} variant="outlined">
                My Groups
              </Button>
              <Button variant="outlined" onClick={onLogout}>
                Logout
              </Button>
            </>
          ) : (
            <>
              <Button component={RouterLink} to={paths.login} variant="contained">
                Login
              </Button>
              <Button component={RouterLink} to={paths.register} variant="outlined">
                Register
              </Button>
            </>
          )}
        </Stack>
      </Stack>
    </Paper>
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
