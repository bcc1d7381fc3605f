import LockIcon from '@mui/icons-material/Lock';
import PublicIcon from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Profile } from '@takeline/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { StatTile, StatTileGrid } from './stat-tile';
import { XpProgress } from './xp-progress';

/** docs/screens.md#own-profile: who you are, your balances and your progress to the next rank. */
export function ProfileOverview({ profile }: { profile: Profile }) {
  const isPublic = profile.public_profile === 1;
  return (
    <Stack spacing={2.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            Your profile
          </Typography>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {profile.username}
          </Typography>
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {profile.bio?.trim() ? profile.bio : 'No bio yet.'}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography variant="body2" color="text.secondary">
              Member since {formatDate(profile.created_at)}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              icon={isPublic ? <PublicIcon /> : <LockIcon />}
              label={isPublic ? 'Public profile' : 'Private profile'}
            />
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button component={RouterLink} to={paths.profileSettings} variant="contained">
            Edit Profile
          </Button>
          <Button component={RouterLink} to={paths.root} variant="outlined">
            Back To Home
          </Button>
        </Stack>
      </Stack>

      <StatTileGrid>
        <StatTile label="XP" value={profile.xp_points} />
        <StatTile label="IP" value={profile.ip_points} />
        <StatTile label="Rank Tier" value={profile.rank_tier} />
        <StatTile label="Confidence Points" value={profile.confidence_points} />
      </StatTileGrid>

      <XpProgress
        xp={profile.xp_points}
        maxXp={profile.max_xp}
        nextRankName={profile.next_rank_name}
      />
    </Stack>
  );
}
