import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEST_EVENT_NOT_FOUND_MESSAGE } from '@takeline/contract';
import { useTestEvent } from '../api/test-events';
import { failureNotice, NoticeAlert } from './notice';
import { TestEventControls } from './test-event-controls';
import { TestEventSummary } from './test-event-summary';
import { eventTitle } from './test-events-table';
import { TestSentimentForm } from './test-sentiment-form';
import { TestToolsHeader } from './test-tools-header';

/** The test event detail screen (docs/screens.md#test-event-detail). */
export function TestEventPage({ id }: { id: string }) {
  const event = useTestEvent(id);

  if (event.isPending) {
    return (
      <>
        <TestToolsHeader title="Test Event" />
        <LinearProgress aria-label="Loading the test event" />
      </>
    );
  }
  if (event.isError) {
    // docs/screens.md#test-event-detail: any load failure reads "Test event not found."; another
    // reason (server down, a malformed id) shows beneath it.
    return (
      <>
        <TestToolsHeader title="Test Event" />
        <NoticeAlert notice={failureNotice(TEST_EVENT_NOT_FOUND_MESSAGE, event.error)} />
      </>
    );
  }

  return (
    <>
      <TestToolsHeader title={eventTitle(event.data)} />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <TestEventSummary event={event.data} />
        </Paper>
        <Paper
          component="section"
          aria-labelledby="test-sentiment-heading"
          variant="outlined"
          sx={{ p: 2 }}
        >
          <Typography id="test-sentiment-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            Submit sentiment
          </Typography>
          <TestSentimentForm key={event.data.id} event={event.data} />
        </Paper>
        <Paper
          component="section"
          aria-labelledby="test-lifecycle-heading"
          variant="outlined"
          sx={{ p: 2 }}
        >
          <Typography id="test-lifecycle-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
            Drive the event
          </Typography>
          <TestEventControls event={event.data} />
        </Paper>
      </Stack>
    </>
  );
}
