import { PageTitle } from '@/components/page-title';
import { CreateTestEventPage } from '@/features/test-tools/components/create-test-event-page';

export default function CreateTestEventsRoute() {
  return (
    <>
      <PageTitle title="Create Test Event" />
      <CreateTestEventPage />
    </>
  );
}
