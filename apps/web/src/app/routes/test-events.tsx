import { PageTitle } from '@/components/page-title';
import { TestEventsPage } from '@/features/test-tools/components/test-events-page';

export default function TestEventsRoute() {
  return (
    <>
      <PageTitle title="Test Events" />
      <TestEventsPage />
    </>
  );
}
