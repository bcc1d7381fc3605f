import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TEST_TOOL_ALERTS, type TestEvent } from '@takeline/contract';
import { useState } from 'react';
import { type TestEventStep, useTestEventStep } from '../api/test-events';
import { isOpen } from '../model/event-status';
import { failureNotice, type Notice, NoticeAlert } from './notice';

const FAILURES: Record<TestEventStep, string> = {
  start: 'Could not start the event.',
  scores: 'Could not fetch scores.',
  complete: TEST_TOOL_ALERTS.testEventsCompleteFailed,
};

/**
 * Start, Fetch Scores and Complete (docs/screens.md#test-event-detail), each with its outcome
 * shown.
 */
export function TestEventControls({ event }: { event: TestEvent }) {
  const step = useTestEventStep(event.id);
  const [notice, setNotice] = useState<Notice | null>(null);
  const open = isOpen(event.status);

  async function run(which: TestEventStep) {
    setNotice(null);
    try {
      const answer = await step.mutateAsync(which);
      setNotice(
        which === 'complete'
          ? {
              severity: 'success',
              text: TEST_TOOL_ALERTS.testEventsCompleted,
              detail: answer.message,
            }
          : { severity: 'success', text: answer.message },
      );
    } catch (error) {
      setNotice(failureNotice(FAILURES[which], error));
    }
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={step.isPending || event.status !== 'upcoming'}
          onClick={() => run('start')}
        >
          Start
        </Button>
        <Button variant="outlined" disabled={step.isPending || !open} onClick={() => run('scores')}>
          Fetch Scores
        </Button>
        <Button
          variant="contained"
          disabled={step.isPending || !open}
          onClick={() => run('complete')}
        >
          Complete
        </Button>
      </Stack>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
    </Stack>
  );
}
