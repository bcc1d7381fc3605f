import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StatsSummary } from '@takeline/contract';
import { formatWinPercent, isOnFire } from '../model/win-percent';
import { StatTile, StatTileGrid } from './stat-tile';

/**
 * docs/screens.md#user-statistics: Total Selections, Wins, Losses (selections minus wins) and
 * Win %.
 */
export function PerformanceSummary({
  stats,
}: {
  stats: Pick<StatsSummary, 'total_selections' | 'total_wins'> &
    Partial<Pick<StatsSummary, 'total_pending' | 'total_draws'>>;
}) {
  const selections = stats.total_selections;
  const wins = stats.total_wins;
  // Losses count (docs/screens.md#user-statistics) every selection that did not win; say what is
  // inside.
  const notYetLost = [
    stats.total_pending ? `${stats.total_pending} pending` : null,
    stats.total_draws ? `${stats.total_draws} pushed` : null,
  ].filter(Boolean);
  return (
    <section aria-labelledby="performance-summary-heading">
      <Typography id="performance-summary-heading" variant="h3" sx={{ mb: 1 }}>
        Performance Summary
      </Typography>
      <StatTileGrid>
        <StatTile label="Total Selections" value={selections} />
        <StatTile label="Wins" value={wins} />
        <StatTile
          label="Losses"
          value={selections - wins}
          note={notYetLost.length ? `includes ${notYetLost.join(', ')}` : undefined}
        />
        <StatTile
          label="Win %"
          value={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              {isOnFire(selections, wins) && (
                <LocalFireDepartmentIcon titleAccess="On fire" sx={{ color: 'warning.main' }} />
              )}
              {formatWinPercent(selections, wins)}
            </Box>
          }
        />
      </StatTileGrid>
    </section>
  );
}
