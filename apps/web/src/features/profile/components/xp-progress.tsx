import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { xpBarPercent } from '@takeline/contract';

export const DEFAULT_MAX_XP = 1000;

interface XpProgressProps {
  xp: number | null | undefined;
  maxXp: number | null | undefined;
  nextRankName?: string | null;
}

/**
 * docs/screens.md#own-profile (docs/game-rules.md#rank-tiers): XP over max XP with the next rank,
 * and a bar labelled "x / max XP" whose fill is capped at 100% (defaults 0 and 1000).
 */
export function XpProgress({ xp, maxXp, nextRankName }: XpProgressProps) {
  const current = xp ?? 0;
  const max = maxXp && maxXp > 0 ? maxXp : DEFAULT_MAX_XP;
  const label = `${current} / ${max} XP`;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        <strong>Progress:</strong> {current} / {max} XP
        {nextRankName ? ` · next rank: ${nextRankName}` : ' · top rank reached'}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={xpBarPercent(current, max)}
        aria-label={label}
        sx={{ height: 12, borderRadius: 6 }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {label}
      </Typography>
    </Box>
  );
}
