import { PageTitle } from '@/components/page-title';
import { TestDataPage } from '@/features/test-tools/components/test-data-page';

export default function TestDataRoute() {
  return (
    <>
      <PageTitle title="Test Data Setup" />
      <TestDataPage />
    </>
  );
}
