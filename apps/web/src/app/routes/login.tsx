import { PageTitle } from '@/components/page-title';
import { LoginScreen } from '@/features/auth';

export default function LoginRoute() {
  return (
    <>
      <PageTitle title="Login" />
      <LoginScreen />
    </>
  );
}
