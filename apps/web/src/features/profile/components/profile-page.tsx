import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { authStore, useAuth } from '@/lib/auth-store';
import { useProfile } from '@/lib/profile-query';
import { useStreakHistory } from '../api/streak-history';
import { BadgeList } from './badge-list';
import { ProfileOverview } from './profile-overview';
import { StreakBanner } from './streak-banner';
import { StreakHistoryList } from './streak-history-list';
import { UserStatistics } from './user-statistics';

/** /profile: the signed-in user's profile, badges, streaks and statistics. */
export function ProfilePage() {
  const profile = useProfile();
  const { rewards } = useAuth();
  const streakHistory = useStreakHistory(profile.data?.id);

  if (profile.isPending) {
    return (
      <Typography role="status" sx={{ py: 4 }}>
        Loading...
      </Typography>
    );
  }
  if (profile.isError) {
    const expired = profile.error instanceof ApiError && profile.error.status === 401;
    return (
      <Alert
        severity="error"
        sx={{ my: 2 }}
        action={
          expired ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => authStore.logout(() => window.location.assign(paths.login))}
            >
              Log in again
            </Button>
          ) : (
            <Button color="inherit" size="small" onClick={() => profile.refetch()}>
              Retry
            </Button>
          )
        }
      >
        {expired ? 'Your session has expired.' : 'Your profile could not be loaded.'}
      </Alert>
    );
  }

  const data = profile.data;
  return (
    <Stack spacing={4} sx={{ pb: 4 }}>
      {rewards?.streakRewardGiven && rewards.newStreak > 0 && (
        <StreakBanner streak={rewards.newStreak} />
      )}
      <ProfileOverview profile={data} />
      <BadgeList xp={data.xp_points} />
      <StreakHistoryList
        entries={streakHistory.data}
        loading={streakHistory.isPending}
        failed={streakHistory.isError}
      />
      <Divider />
      <UserStatistics userId={data.id} />
    </Stack>
  );
}
