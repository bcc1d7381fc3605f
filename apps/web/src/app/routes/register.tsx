import { PageTitle } from '@/components/page-title';
import { RegisterScreen } from '@/features/auth';

export default function RegisterRoute() {
  return (
    <>
      <PageTitle title="Register" />
      <RegisterScreen />
    </>
  );
}
