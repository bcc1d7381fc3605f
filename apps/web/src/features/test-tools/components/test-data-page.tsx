import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  MAX_TEST_GAMES,
  MIN_TEST_GAMES,
  TEST_DATA_SPORTS,
  TEST_SPORT_LABELS,
  TEST_TOOL_ALERTS,
  type TestDataSport,
} from '@takeline/contract';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useServerClock } from '../api/server-clock';
import { useTestDataActions, useTestGames } from '../api/test-data';
import { fromDateTimeLocal, toDateTimeLocal } from '../model/datetime-local';
import { ChoiceField } from './choice-field';
import { failureNotice, type Notice, NoticeAlert } from './notice';
import { TestGamesTable } from './test-games-table';
import { TestToolsHeader } from './test-tools-header';

const SPORT_CHOICES = TEST_DATA_SPORTS.map((sport) => ({
  value: sport,
  label: TEST_SPORT_LABELS[sport],
}));

/** Whole numbers 1 to 3, or why not. */
function gamesProblem(text: string): string | null {
  const value = Number(text);
  if (!Number.isInteger(value) || value < MIN_TEST_GAMES || value > MAX_TEST_GAMES) {
    return `Choose ${MIN_TEST_GAMES} to ${MAX_TEST_GAMES} games.`;
  }
  return null;
}

/** docs/screens.md#test-data-setup: fake games of one sport, created and played in bulk. */
export function TestDataPage() {
  const [sport, setSport] = useState<TestDataSport>('baseball');
  const [numGames, setNumGames] = useState('1');
  const [startTime, setStartTime] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const clock = useServerClock();
  const games = useTestGames(sport);
  const actions = useTestDataActions(sport);
  const busy =
    actions.create.isPending ||
    actions.updateLiveScores.isPending ||
    actions.completeGames.isPending;

  const numGamesError = gamesProblem(numGames);
  const start = fromDateTimeLocal(startTime);
  const startIsPast = start !== null && start.getTime() <= clock.now().getTime();

  async function run(action: () => Promise<{ message: string }>, failure: string) {
    setNotice(null);
    try {
      const answer = await action();
      setNotice({ severity: 'success', text: answer.message });
    } catch (error) {
      setNotice(failureNotice(failure, error));
    }
  }

  return (
    <>
      <TestToolsHeader title="Test Data Setup">
        Create fake upcoming games, move them live with scores, and complete them. Completing
        settles every sentiment on them.
      </TestToolsHeader>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ChoiceField
              id="test-data-sport"
              label="Sport"
              value={sport}
              choices={SPORT_CHOICES}
              onChange={(value) => {
                setSport(value);
                setNotice(null);
              }}
            />
            <TextField
              id="test-data-games"
              label="Number of games"
              type="number"
              size="small"
              fullWidth
              value={numGames}
              onChange={(event) => setNumGames(event.target.value)}
              error={numGamesError !== null}
              helperText={numGamesError ?? `${MIN_TEST_GAMES} to ${MAX_TEST_GAMES}`}
              slotProps={{
                htmlInput: { min: MIN_TEST_GAMES, max: MAX_TEST_GAMES, step: 1 },
                inputLabel: { shrink: true },
              }}
            />
            <TextField
              id="test-data-start"
              label="Start time override (optional)"
              type="datetime-local"
              size="small"
              fullWidth
              value={startTime}
              onChange={(event) => setStartTime(event.target.value)}
              helperText={TEST_TOOL_ALERTS.pastStartWarning}
              slotProps={{
                htmlInput: { min: toDateTimeLocal(clock.now()) },
                inputLabel: { shrink: true },
              }}
            />
          </Stack>
          {startIsPast && (
            <Alert severity="warning">
              This start time is in the past: it will be reset to 5 minutes from now.
            </Alert>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              disabled={busy || numGamesError !== null}
              onClick={() =>
                run(
                  () =>
                    actions.create.mutateAsync({
                      sport,
                      numGames: Number(numGames),
                      customStartTime: start ? start.toISOString() : null,
                    }),
                  'Could not create games.',
                )
              }
            >
              Create Upcoming Games
            </Button>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() =>
                run(() => actions.updateLiveScores.mutateAsync(), 'Could not update live scores.')
              }
            >
              Update Live Scores
            </Button>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() =>
                run(() => actions.completeGames.mutateAsync(), 'Could not complete games.')
              }
            >
              Complete Games
            </Button>
            <Button variant="text" onClick={() => games.refetch()}>
              Refresh
            </Button>
          </Stack>
          <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        </Stack>
      </Paper>
      {games.isFetching && <LinearProgress aria-label="Loading test games" sx={{ mb: 1 }} />}
      {games.isError ? (
        <Alert severity="error">{errorMessage(games.error, 'Could not load test games.')}</Alert>
      ) : (
        games.data && <TestGamesTable games={games.data} />
      )}
    </>
  );
}
