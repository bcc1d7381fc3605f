import { TestDataPage } from '@/features/test-tools/components/test-data-page';

export default function TestDataRoute() {
  return <TestDataPage />;
}
