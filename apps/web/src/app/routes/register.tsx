import { RegisterScreen } from '@/features/auth';

export default function RegisterRoute() {
  return (
    <>
      <title>Register · Takeline</title>
      <RegisterScreen />
    </>
  );
}
