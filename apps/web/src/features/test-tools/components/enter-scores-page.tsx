import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEST_EVENT_NOT_FOUND_MESSAGE, type TestEvent } from '@takeline/contract';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useTestEvent, useTestEvents } from '../api/test-events';
import { isOpen } from '../model/event-status';
import { failureNotice, NoticeAlert } from './notice';
import { ScoreEntryCard } from './score-entry-card';
import { TestToolsHeader } from './test-tools-header';

/** Open events first (soonest start first), then finished ones, newest first. */
function byOpenFirst(events: readonly TestEvent[]): TestEvent[] {
  const open = events.filter((event) => isOpen(event.status));
  const finished = events.filter((event) => !isOpen(event.status));
  open.sort((a, b) => a.commence_time.localeCompare(b.commence_time));
  return [...open, ...finished];
}

function OneEvent({ id }: { id: string }) {
  const event = useTestEvent(id);
  if (event.isPending) return <LinearProgress aria-label="Loading the test event" />;
  if (event.isError) {
    return <NoticeAlert notice={failureNotice(TEST_EVENT_NOT_FOUND_MESSAGE, event.error)} />;
  }
  return <ScoreEntryCard event={event.data} />;
}

function AllEvents() {
  const events = useTestEvents();
  if (events.isPending) return <LinearProgress aria-label="Loading test events" />;
  if (events.isError) {
    return (
      <Alert severity="error">{errorMessage(events.error, 'Could not load test events.')}</Alert>
    );
  }
  if (events.data.length === 0) {
    return (
      <Typography color="text.secondary">
        No test events yet.{' '}
        <Link component={RouterLink} to={paths.createTestEvents}>
          Create one
        </Link>{' '}
        first.
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {byOpenFirst(events.data).map((event) => (
        <ScoreEntryCard key={event.id} event={event} />
      ))}
    </Stack>
  );
}

/**
 * docs/screens.md#enter-scores (decision 0052). `?event={id}` (the create screen's Enter
 * Scores button) narrows the screen to that one event.
 */
export function EnterScoresPage() {
  const [params] = useSearchParams();
  const eventId = params.get('event');
  return (
    <>
      <TestToolsHeader title="Enter Test Scores">
        Submitting scores puts an event in progress; completing it settles every sentiment on it.
      </TestToolsHeader>
      {eventId ? (
        <Stack spacing={2}>
          <OneEvent id={eventId} />
          <div>
            <Button component={RouterLink} to={paths.enterTestScores}>
              Show all test events
            </Button>
          </div>
        </Stack>
      ) : (
        <AllEvents />
      )}
    </>
  );
}
