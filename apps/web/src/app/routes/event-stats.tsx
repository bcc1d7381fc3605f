import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { EventStatsPage } from '@/features/event-stats/components/event-stats-page';

export default function EventStatsRoute() {
  const { eventId = '' } = useParams();
  return (
    <>
      <PageTitle title="Event Statistics" />
      <EventStatsPage key={eventId} eventId={eventId} />
    </>
  );
}
