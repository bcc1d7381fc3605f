import { CreateTestEventPage } from '@/features/test-tools/components/create-test-event-page';

export default function CreateTestEventsRoute() {
  return <CreateTestEventPage />;
}
