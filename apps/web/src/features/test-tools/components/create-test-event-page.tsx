import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useServerClock } from '../api/server-clock';
import { useCreateTestEvent, useTestEvents } from '../api/test-events';
import { initialTestEventForm } from '../model/test-event-form';
import { CreateTestEventForm } from './create-test-event-form';
import { type Notice, NoticeAlert } from './notice';
import { TestEventsTable } from './test-events-table';
import { TestToolsHeader } from './test-tools-header';

/** The "Enter Scores" button leads to the enter-scores screen for that one event. */
export function enterScoresFor(id: string): string {
  return `${paths.enterTestScores}?event=${encodeURIComponent(id)}`;
}

/** docs/screens.md#create-test-event, and the events created so far. */
export function CreateTestEventPage() {
  const clock = useServerClock();
  const create = useCreateTestEvent();
  const events = useTestEvents();
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <>
      <TestToolsHeader title="Create Test Event">
        Pick the teams and the lines. The event opens for sentiment at once and shows in the
        schedule of its sport until it starts.
      </TestToolsHeader>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        {clock.ready ? (
          <CreateTestEventForm
            initial={initialTestEventForm(clock.now())}
            now={clock.now}
            busy={create.isPending}
            onSubmit={async (body) => {
              setNotice(null);
              try {
                const answer = await create.mutateAsync(body);
                setNotice({ severity: 'success', text: answer.message });
              } catch (error) {
                setNotice({
                  severity: 'error',
                  text: errorMessage(error, 'Could not create the test event.'),
                });
              }
            }}
          />
        ) : (
          <LinearProgress aria-label="Loading the form" />
        )}
      </Paper>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        Created events
      </Typography>
      {events.isError && (
        <Alert severity="error">{errorMessage(events.error, 'Could not load test events.')}</Alert>
      )}
      {events.data && events.data.length === 0 && (
        <Typography color="text.secondary">No test events yet.</Typography>
      )}
      {events.data && events.data.length > 0 && (
        <TestEventsTable
          label="Created test events"
          events={events.data}
          action={(event) => ({ to: enterScoresFor(event.id), label: 'Enter Scores' })}
        />
      )}
    </>
  );
}
