import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BADGES, badgesForXp } from '@takeline/contract';

/** docs/game-rules.md#badges: one badge per XP threshold passed (cumulative, decision 0004). */
export function BadgeList({ xp }: { xp: number }) {
  const earned = badgesForXp(xp);
  const first = BADGES[0];
  return (
    <section aria-labelledby="badges-heading">
      <Typography id="badges-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        Badges
      </Typography>
      {earned.length === 0 ? (
        <Typography color="text.secondary">
          No badges yet. Earn more than {first.aboveXp} XP for “{first.name}”.
        </Typography>
      ) : (
        <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
          {earned.map((name) => (
            <li key={name} style={{ listStyle: 'none' }}>
              <Chip icon={<EmojiEventsIcon />} label={name} color="secondary" variant="outlined" />
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
