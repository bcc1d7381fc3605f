import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROFILE_NOT_FOUND_MESSAGE } from '@takeline/contract';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { paths, rankingTrendState } from '@/config/paths';
import { usePublicProfile } from '../api/public-profile';
import { PublicProfileCard } from './public-profile-card';

/** Back where the visitor came from (event stats, leaderboard), or Home on a direct visit. */
function BackLink() {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return (
    <Button
      component={RouterLink}
      to={paths.root}
      startIcon={<ArrowBackIcon />}
      onClick={(event) => {
        if (!hasHistory) return;
        event.preventDefault();
        navigate(-1);
      }}
      sx={{ alignSelf: 'flex-start' }}
    >
      Back
    </Button>
  );
}

/** /profile/{userId}: someone's public profile. */
export function PublicProfilePage({ userId }: { userId: string }) {
  const profile = usePublicProfile(userId);
  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <BackLink />
      {profile.isPending ? (
        <Typography role="status">Loading profile...</Typography>
      ) : profile.isError ? (
        <Typography variant="h2" component="h1">
          {PROFILE_NOT_FOUND_MESSAGE}
        </Typography>
      ) : (
        <>
          <PublicProfileCard profile={profile.data} />
          <Link
            component={RouterLink}
            to={paths.rankingTrend(profile.data.user_id)}
            state={rankingTrendState(profile.data.username)}
            sx={{ alignSelf: 'flex-start' }}
          >
            View ranking trend
          </Link>
        </>
      )}
    </Stack>
  );
}
