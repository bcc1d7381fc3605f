import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type TestEvent, testSportOf } from '@takeline/contract';
import type { ReactNode } from 'react';
import { formatDateTime, formatLine, formatSigned } from '@/lib/format';
import { formatScore } from '../model/event-status';
import { StatusChip } from './status-chip';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * docs/screens.md#test-event-detail: id, sport, teams, start time; plus status, score and lines.
 */
export function TestEventSummary({ event }: { event: TestEvent }) {
  const sport = testSportOf(event.sport_key);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      <Fact term="ID">
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {event.id}
        </Box>
      </Fact>
      <Fact term="Sport">
        {event.sport_title}
        {sport ? ` (${sport})` : ''}
      </Fact>
      <Fact term="Teams">
        {event.away_team} (away) @ {event.home_team} (home)
      </Fact>
      <Fact term="Start time">{formatDateTime(event.commence_time)}</Fact>
      <Fact term="Status">
        <StatusChip status={event.status} />
      </Fact>
      <Fact term="Score">
        {formatScore(event.home_team_score, event.away_team_score)}
        {event.home_team_score !== null && ' (home – away)'}
      </Fact>
      <Fact term="Moneyline">
        {event.home_team} {formatSigned(event.h2h_home_team_value)}, {event.away_team}{' '}
        {formatSigned(event.h2h_away_team_value)}
        {event.h2h_draw_value !== null && `, draw ${formatSigned(event.h2h_draw_value)}`}
      </Fact>
      <Fact term="Spread">
        {event.home_team} {formatSigned(event.spreads_home_team_point)} (
        {formatSigned(event.spreads_home_team_value)}), {event.away_team}{' '}
        {formatSigned(event.spreads_away_team_point)} ({formatSigned(event.spreads_away_team_value)}
        )
      </Fact>
      <Fact term="Total">
        {formatLine(event.totals_over_point)} (over {formatSigned(event.totals_over_value)}, under{' '}
        {formatSigned(event.totals_under_value)})
      </Fact>
    </Box>
  );
}
