import { PageTitle } from '@/components/page-title';
import { RegisterScreen } from '@/features/auth/components/register-screen';

export default function RegisterRoute() {
  return (
    <>
      <PageTitle title="Register" />
      <RegisterScreen />
    </>
  );
}
