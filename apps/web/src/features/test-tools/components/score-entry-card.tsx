import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_TEST_SCORE, TEST_TOOL_ALERTS, type TestEvent } from '@takeline/contract';
import { type FormEvent, useId, useState } from 'react';
import { formatDateTime } from '@/lib/format';
import { useScoreEntry } from '../api/test-events';
import { isOpen } from '../model/event-status';
import { failureNotice, type Notice, NoticeAlert } from './notice';
import { StatusChip } from './status-chip';
import { eventTitle } from './test-events-table';

function scoreProblem(text: string): string | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < 0 || value > MAX_TEST_SCORE) {
    return `A whole number from 0 to ${MAX_TEST_SCORE}.`;
  }
  return null;
}

/** docs/screens.md#enter-scores: one event's score inputs, Submit Scores and Complete Game. */
export function ScoreEntryCard({ event }: { event: TestEvent }) {
  const headingId = useId();
  const { submitScores, complete } = useScoreEntry(event.id);
  const [home, setHome] = useState(String(event.home_team_score ?? ''));
  const [away, setAway] = useState(String(event.away_team_score ?? ''));
  const [notice, setNotice] = useState<Notice | null>(null);
  const open = isOpen(event.status);
  const busy = submitScores.isPending || complete.isPending;
  const homeProblem = scoreProblem(home);
  const awayProblem = scoreProblem(away);

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (homeProblem || awayProblem) return;
    setNotice(null);
    try {
      await submitScores.mutateAsync({
        home_team_score: Number(home),
        away_team_score: Number(away),
      });
      setNotice({ severity: 'success', text: TEST_TOOL_ALERTS.scoresSubmitted });
    } catch (error) {
      setNotice(failureNotice(TEST_TOOL_ALERTS.scoresFailed, error));
    }
  }

  async function completeGame() {
    setNotice(null);
    try {
      const answer = await complete.mutateAsync();
      setNotice({
        severity: 'success',
        text: TEST_TOOL_ALERTS.gameCompleted,
        detail: answer.message,
      });
    } catch (error) {
      setNotice(failureNotice(TEST_TOOL_ALERTS.gameCompleteFailed, error));
    }
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography id={headingId} variant="h6" component="h2" sx={{ mr: 1 }}>
            {eventTitle(event)}
          </Typography>
          <StatusChip status={event.status} />
          <Typography variant="body2" color="text.secondary">
            {event.sport_title} · {formatDateTime(event.commence_time)}
          </Typography>
        </Stack>
        <Stack component="form" onSubmit={submit} noValidate spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={`${event.home_team} (home) score`}
              type="number"
              size="small"
              fullWidth
              value={home}
              disabled={!open}
              onChange={(change) => setHome(change.target.value)}
              error={home !== '' && homeProblem !== null}
              helperText={home !== '' ? homeProblem : undefined}
              slotProps={{
                htmlInput: { min: 0, max: MAX_TEST_SCORE, step: 1 },
                inputLabel: { shrink: true },
              }}
            />
            <TextField
              label={`${event.away_team} (away) score`}
              type="number"
              size="small"
              fullWidth
              value={away}
              disabled={!open}
              onChange={(change) => setAway(change.target.value)}
              error={away !== '' && awayProblem !== null}
              helperText={away !== '' ? awayProblem : undefined}
              slotProps={{
                htmlInput: { min: 0, max: MAX_TEST_SCORE, step: 1 },
                inputLabel: { shrink: true },
              }}
            />
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={!open || busy || homeProblem !== null || awayProblem !== null}
            >
              Submit Scores
            </Button>
            <Button variant="outlined" disabled={!open || busy} onClick={completeGame}>
              Complete Game
            </Button>
          </Stack>
        </Stack>
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      </Stack>
    </Paper>
  );
}
