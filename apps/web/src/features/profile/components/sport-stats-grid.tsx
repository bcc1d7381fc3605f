import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StatsSummary } from '@takeline/contract';
import { STAT_GROUPS } from '../model/stat-categories';
import { formatWinPercent } from '../model/win-percent';

/** One card per market and choice, grouped by market: wins of selections, and the win rate. */
export function SportStatsGrid({ stats, label }: { stats: StatsSummary; label: string }) {
  return (
    <Stack spacing={2} aria-label={label} role="group">
      {STAT_GROUPS.map((group) => (
        <div key={group.market}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            {group.market}
          </Typography>
          <Box
            component="ul"
            aria-label={`${group.market} statistics`}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(4, minmax(0, 1fr))',
              },
              gap: 1.5,
            }}
          >
            {group.categories.map((category) => {
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
        </div>
      ))}
    </Stack>
  );
}
