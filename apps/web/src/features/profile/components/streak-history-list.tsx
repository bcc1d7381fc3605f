import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { StreakHistoryEntry } from '@takeline/contract';
import { formatUtcDay } from '@/lib/format';

interface StreakHistoryListProps {
  entries: readonly StreakHistoryEntry[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** docs/screens.md#own-profile: award date (date part) and "N day streak". */
export function StreakHistoryList({ entries, loading, failed }: StreakHistoryListProps) {
  return (
    <section aria-labelledby="streak-history-heading">
      <Typography id="streak-history-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        Streak History
      </Typography>
      {loading ? (
        <Typography color="text.secondary">Loading streak history...</Typography>
      ) : failed ? (
        <Typography color="text.secondary">Streak history is unavailable right now.</Typography>
      ) : !entries || entries.length === 0 ? (
        <Typography color="text.secondary">
          No streak awards yet. Log in three days in a row to earn one.
        </Typography>
      ) : (
        <List dense disablePadding>
          {entries.map((entry) => (
            <ListItem key={`${entry.awarded_at}-${entry.streak_value}`} disableGutters>
              <ListItemText
                primary={`${entry.streak_value} day streak`}
                secondary={formatUtcDay(entry.awarded_at)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
