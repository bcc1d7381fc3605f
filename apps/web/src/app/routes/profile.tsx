import { PageTitle } from '@/components/page-title';
import { ProfilePage } from '@/features/profile/components/profile-page';

export default function ProfileRoute() {
  return (
    <>
      <PageTitle title="My Profile" />
      <ProfilePage />
    </>
  );
}
