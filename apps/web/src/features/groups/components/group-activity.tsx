import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SPORT_TITLES, type SportKey } from '@takeline/contract';
import { formatDateTime } from '@/lib/format';
import { selectionInWords } from '@/lib/selection-words';
import { useGroupCrowd, useGroupPicks } from '../api/groups';
import { sharesText } from '../model/crowd-shares';

const sportTitle = (key: string) => SPORT_TITLES[key as SportKey] ?? key;

/** Members' recent settled picks: public profiles' and your own (private ones stay private). */
export function GroupPicks({ groupId }: { groupId: number }) {
  const picks = useGroupPicks(groupId);
  if (picks.isPending) return <Typography color="text.secondary">Loading picks...</Typography>;
  if (picks.isError) return <Typography color="error">Could not load the picks.</Typography>;
  if (picks.data.length === 0) {
    return (
      <Typography color="text.secondary">
        No settled picks to show yet. Picks of members with private profiles are not shown.
      </Typography>
    );
  }
  return (
    <List aria-label="Recent settled picks" disablePadding>
      {picks.data.map((pick) => (
        <ListItem key={pick.sentiment_id} divider disableGutters sx={{ display: 'block' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{pick.username}</Typography>
            <Typography>
              {selectionInWords(pick, {
                market: pick.market,
                selectionType: pick.selection_type,
                selectionValue: pick.selection_value,
                line: pick.line,
              })}
            </Typography>
            <Chip
              size="small"
              label={pick.outcome === 'Draw' ? 'Push' : pick.outcome}
              color={
                pick.outcome === 'Win' ? 'success' : pick.outcome === 'Loss' ? 'error' : 'default'
              }
              variant="outlined"
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {sportTitle(pick.sport_key)} · {pick.away_team} at {pick.home_team} · +{pick.xp_points}{' '}
            XP, +{pick.ip_points} IP · {formatDateTime(pick.settled_at)}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

const MARKET_NAMES = { moneyline: 'Moneyline', spread: 'Spread', totals: 'Totals' } as const;

/** The group's crowd on upcoming games it picked, beside the whole community's. */
export function GroupCrowd({ groupId }: { groupId: number }) {
  const crowd = useGroupCrowd(groupId);
  if (crowd.isPending) return <Typography color="text.secondary">Loading the crowd...</Typography>;
  if (crowd.isError) return <Typography color="error">Could not load the crowd.</Typography>;
  if (crowd.data.length === 0) {
    return (
      <Typography color="text.secondary">No member has picked an upcoming game yet.</Typography>
    );
  }
  return (
    <List aria-label="Group crowd on upcoming games" disablePadding>
      {crowd.data.map((game) => (
        <ListItem key={game.event_id} divider disableGutters sx={{ display: 'block' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {game.away_team} at {game.home_team}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {sportTitle(game.sport_key)} · {formatDateTime(game.commence_time)}
          </Typography>
          {game.group.map((shares) => (
            <Typography key={shares.market} variant="body2">
              <strong>{MARKET_NAMES[shares.market]}</strong>: group {sharesText(shares)}; community{' '}
              {sharesText(game.community.find((c) => c.market === shares.market))}
            </Typography>
          ))}
        </ListItem>
      ))}
    </List>
  );
}
