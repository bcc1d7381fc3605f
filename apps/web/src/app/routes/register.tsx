import { RegisterScreen } from '@/features/auth';

export default function RegisterRoute() {
  return <RegisterScreen />;
}
