import { PageTitle } from '@/components/page-title';
import { ProtectedDataPage } from '@/features/protected/components/protected-data-page';

export default function ProtectedRoute() {
  return (
    <>
      <PageTitle title="Protected Data" />
      <ProtectedDataPage />
    </>
  );
}
