import { PageTitle } from '@/components/page-title';
import { LoginScreen } from '@/features/auth/components/login-screen';

export default function LoginRoute() {
  return (
    <>
      <PageTitle title="Login" />
      <LoginScreen />
    </>
  );
}
