import { PageTitle } from '@/components/page-title';
import { AccountSecurityPage } from '@/features/auth/components/account-security-page';

export default function AccountSecurityRoute() {
  return (
    <>
      <PageTitle title="Password and Sessions" />
      <AccountSecurityPage />
    </>
  );
}
