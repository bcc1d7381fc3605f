import { TestEventsPage } from '@/features/test-tools/components/test-events-page';

export default function TestEventsRoute() {
  return <TestEventsPage />;
}
