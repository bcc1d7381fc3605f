import { useParams } from 'react-router';
import { TestEventPage } from '@/features/test-tools/components/test-event-page';

export default function TestEventRoute() {
  const { id = '' } = useParams();
  // A new id is a new screen: no form state carries over between events.
  return <TestEventPage key={id} id={id} />;
}
