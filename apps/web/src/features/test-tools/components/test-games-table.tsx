import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TestGame } from '@takeline/contract';
import { type DataColumn, DataTable, type DataTableProps } from '@/components/data-table';
import { StatusChip } from './status-chip';

/**
 * The whole UUID, breaking anywhere once it runs out of room, but never
 * narrower than half of it: a squeezed column would otherwise stack it one
 * character per line. At the table's text size it fits a 375 px card on one line.
 */
function GameId({ id }: { id: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'block',
        fontFamily: 'monospace',
        fontSize: '0.875rem',
        minWidth: '18ch',
        overflowWrap: 'anywhere',
      }}
    >
      {id}
    </Box>
  );
}

const score = (value: number | null) => value ?? '–';

/**
 * docs/screens.md#test-data-setup: id, sport, home team, home score, away team, away score, status.
 */
const columns: DataColumn<TestGame>[] = [
  { key: 'id', header: 'ID', primary: true, render: (game) => <GameId id={game.id} /> },
  { key: 'sport', header: 'Sport', render: (game) => game.sport_title },
  { key: 'home', header: 'Home Team', render: (game) => game.home_team },
  {
    key: 'home-score',
    header: 'Home Score',
    align: 'right',
    render: (game) => score(game.home_score),
  },
  { key: 'away', header: 'Away Team', render: (game) => game.away_team },
  {
    key: 'away-score',
    header: 'Away Score',
    align: 'right',
    render: (game) => score(game.away_score),
  },
  { key: 'status', header: 'Status', render: (game) => <StatusChip status={game.status} /> },
];

interface TestGamesTableProps {
  games: readonly TestGame[];
  layout?: DataTableProps<TestGame>['layout'];
}

/** A table on wide screens; on phones a card per game, its id on top and each column labelled. */
export function TestGamesTable({ games, layout }: TestGamesTableProps) {
  if (games.length === 0) {
    return <Typography color="text.secondary">No test games for this sport yet.</Typography>;
  }
  return (
    <DataTable
      label="Test games"
      columns={columns}
      rows={games}
      rowKey={(game) => game.id}
      layout={layout}
      // Seven columns and a UUID need more than a 600 px tablet has.
      tableFrom="md"
    />
  );
}
