import { ProtectedDataPage } from '@/features/protected/components/protected-data-page';

export default function ProtectedRoute() {
  return <ProtectedDataPage />;
}
