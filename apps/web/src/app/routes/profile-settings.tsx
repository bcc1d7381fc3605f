import { PageTitle } from '@/components/page-title';
import { ProfileSettingsPage } from '@/features/profile/components/profile-settings-page';

export default function ProfileSettingsRoute() {
  return (
    <>
      <PageTitle title="Profile Settings" />
      <ProfileSettingsPage />
    </>
  );
}
