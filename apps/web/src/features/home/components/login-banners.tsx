import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useLoginBanners } from '../hooks/use-login-banners';
import { DAILY_BONUS_MESSAGE, streakMessage } from '../model/login-banners';

export interface LoginBannersViewProps {
  daily: boolean;
  streakDays: number | null;
  onDismissDaily: () => void;
  onDismissStreak: () => void;
}

export function LoginBannersView(props: LoginBannersViewProps) {
  const { daily, streakDays, onDismissDaily, onDismissStreak } = props;
  if (!daily && streakDays === null) return null;
  return (
    <Stack spacing={1}>
      {daily && (
        <Alert severity="success" onClose={onDismissDaily}>
          {DAILY_BONUS_MESSAGE}
        </Alert>
      )}
      {streakDays !== null && (
        <Alert severity="info" onClose={onDismissStreak}>
          {streakMessage(streakDays)}
        </Alert>
      )}
    </Stack>
  );
}

/** The daily-bonus and streak banners, each once per browser session. */
export function LoginBanners() {
  const { daily, streakDays, dismissDaily, dismissStreak } = useLoginBanners();
  return (
    <LoginBannersView
      daily={daily}
      streakDays={streakDays}
      onDismissDaily={dismissDaily}
      onDismissStreak={dismissStreak}
    />
  );
}
