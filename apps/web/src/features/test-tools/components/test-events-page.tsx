import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useTestEvents } from '../api/test-events';
import { TestEventsTable } from './test-events-table';
import { TestToolsHeader } from './test-tools-header';

/** docs/screens.md#test-events-list: each event's Process button opens its detail screen. */
export function TestEventsPage() {
  const events = useTestEvents();
  return (
    <>
      <TestToolsHeader title="Test Events">
        Process an event to submit test sentiments and drive it through start, scores and
        completion.
      </TestToolsHeader>
      {events.isPending && <LinearProgress aria-label="Loading test events" />}
      {events.isError && (
        <Alert severity="error">{errorMessage(events.error, 'Could not load test events.')}</Alert>
      )}
      {events.data && events.data.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No test events yet.
        </Typography>
      )}
      {events.data && events.data.length > 0 && (
        <TestEventsTable
          label="Test events"
          events={events.data}
          action={(event) => ({ to: paths.testEvent(event.id), label: 'Process' })}
        />
      )}
      <Button component={RouterLink} to={paths.createTestEvents} sx={{ mt: 2 }}>
        Create a test event
      </Button>
    </>
  );
}
