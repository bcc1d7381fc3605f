import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { TestEventPage } from '@/features/test-tools/components/test-event-page';

export default function TestEventRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Test Event" />
      {/* A new id is a new screen: no form state carries over between events. */}
      <TestEventPage key={id} id={id} />
    </>
  );
}
