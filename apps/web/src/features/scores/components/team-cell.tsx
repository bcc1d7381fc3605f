import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TeamLogo } from '@/components/team-logo';

export function TeamCell({
  sportKey,
  team,
  score,
}: {
  sportKey: string;
  team: string;
  score?: number | null;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <TeamLogo sportKey={sportKey} team={team} size={22} />
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {team}
      </Typography>
      {score !== undefined && (
        <Typography variant="body2" component="span" sx={{ fontWeight: 700, ml: 'auto' }}>
          {score ?? '–'}
        </Typography>
      )}
    </Stack>
  );
}
