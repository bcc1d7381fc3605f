import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StatsSummary } from '@takeline/contract';
import { STAT_CATEGORIES } from '../lib/stat-categories';
import { formatWinPercent } from '../lib/win-percent';

/** One card per market and choice: wins of selections, and the win rate. */
export function SportStatsGrid({ stats, label }: { stats: StatsSummary; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(5, minmax(0, 1fr))',
        },
        gap: 1.5,
      }}
    >
      {STAT_CATEGORIES.map((category) => {
        const count = stats[category.count];
        const wins = stats[category.wins];
        return (
          <Paper key={category.label} component="li" variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {category.label}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {wins} of {count} won
            </Typography>
            <Typography variant="body2">{formatWinPercent(count, wins)}</Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
