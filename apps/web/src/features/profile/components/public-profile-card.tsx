import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicProfile } from '@takeline/contract';
import { DemoMark } from '@/components/demo-mark';
import { formatDate } from '@/lib/format';
import { StatTile, StatTileGrid } from './stat-tile';

/** docs/screens.md#public-profile: @username, bio, rank, XP, IP and member-since date. */
export function PublicProfileCard({ profile }: { profile: PublicProfile }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        @{profile.username}
        <DemoMark isDemo={profile.is_demo} />
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {profile.bio?.trim() ? profile.bio : 'No bio provided.'}
      </Typography>
      <StatTileGrid columns={3}>
        <StatTile label="Rank" value={profile.rank_tier} />
        <StatTile label="XP" value={profile.xp_points} />
        <StatTile label="IP" value={profile.ip_points} />
      </StatTileGrid>
      <Typography variant="body2" color="text.secondary">
        Member since {formatDate(profile.created_at)}
      </Typography>
    </Stack>
  );
}
