import { useParams } from 'react-router';
import { EventStatsPage } from '@/features/event-stats/components/event-stats-page';

export default function EventStatsRoute() {
  const { eventId = '' } = useParams();
  return <EventStatsPage key={eventId} eventId={eventId} />;
}
