import { LoginScreen } from '@/features/auth';

export default function LoginRoute() {
  return (
    <>
      <title>Login · Takeline</title>
      <LoginScreen />
    </>
  );
}
