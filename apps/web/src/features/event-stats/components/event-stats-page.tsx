import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useEventParticipants } from '../api/event-participants';
import { useEventStats } from '../api/event-stats';
import { gameLine } from '../model/game-line';
import { CrowdSection } from './crowd-section';
import { EventOverview } from './event-overview';
import { ParticipantsList } from './participants-list';

// Recharts is heavy: the charts arrive in their own chunk, only when the tab opens.
const EventCharts = lazy(() => import('./event-charts'));
const LineMovementCharts = lazy(() => import('./line-movement-chart'));

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'charts', label: 'Charts' },
  { id: 'participants', label: 'Participants' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Every panel exists (so each tab's aria-controls resolves); only the open one has content. */
function TabPanel({ id, open, children }: { id: TabId; open: boolean; children: ReactNode }) {
  return (
    <Box
      role="tabpanel"
      id={`event-stats-panel-${id}`}
      aria-labelledby={`event-stats-tab-${id}`}
      hidden={!open}
      sx={{ pt: 2 }}
    >
      {open && children}
    </Box>
  );
}

function Participants({ eventId }: { eventId: string }) {
  const participants = useEventParticipants(eventId);
  const { userId } = useAuth();
  if (participants.isPending) {
    return <Typography role="status">Loading participants...</Typography>;
  }
  if (participants.isError) {
    return <Alert severity="warning">Participants could not be loaded.</Alert>;
  }
  return <ParticipantsList participants={participants.data} currentUserId={userId} />;
}

/** /event/{eventId}/stats: how the community's sentiment on one event went. */
export function EventStatsPage({ eventId, homeTo }: { eventId: string; homeTo?: string }) {
  const stats = useEventStats(eventId);
  const [tab, setTab] = useState<TabId>('overview');

  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <PageHeading
        title="Event Statistics"
        subtitle={stats.data && gameLine(stats.data.game)}
        homeLabel="Back To Home"
        homeTo={homeTo}
      />

      {stats.isPending ? (
        <Typography role="status">Loading event stats...</Typography>
      ) : stats.isError ? (
        <Alert severity="error">
          {stats.error instanceof ApiError && stats.error.status === 404
            ? stats.error.message
            : 'Event stats could not be loaded.'}
        </Alert>
      ) : (
        <Box>
          <Tabs
            value={tab}
            onChange={(_event, value: TabId) => setTab(value)}
            aria-label="Event statistics views"
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map((entry) => (
              <Tab
                key={entry.id}
                value={entry.id}
                label={entry.label}
                id={`event-stats-tab-${entry.id}`}
                aria-controls={`event-stats-panel-${entry.id}`}
              />
            ))}
          </Tabs>
          <TabPanel id="overview" open={tab === 'overview'}>
            <Stack spacing={3}>
              <EventOverview stats={stats.data} />
              <CrowdSection eventId={eventId} />
            </Stack>
          </TabPanel>
          <TabPanel id="charts" open={tab === 'charts'}>
            <Suspense fallback={<Typography role="status">Loading charts...</Typography>}>
              <Stack spacing={2}>
                <EventCharts stats={stats.data} />
                <LineMovementCharts eventId={eventId} />
              </Stack>
            </Suspense>
          </TabPanel>
          <TabPanel id="participants" open={tab === 'participants'}>
            <Participants eventId={eventId} />
          </TabPanel>
        </Box>
      )}
    </Stack>
  );
}
