import { useLocation, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { homeFromState } from '@/config/paths';
import { EventStatsPage } from '@/features/event-stats/components/event-stats-page';

export default function EventStatsRoute() {
  const { eventId = '' } = useParams();
  // "Back To Home" returns to the Home tab the stats link was on.
  const homeTo = homeFromState(useLocation().state);
  return (
    <>
      <PageTitle title="Event Statistics" />
      <EventStatsPage key={eventId} eventId={eventId} homeTo={homeTo} />
    </>
  );
}
