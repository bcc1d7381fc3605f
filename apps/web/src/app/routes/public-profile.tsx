import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { usePublicProfile } from '@/features/profile/api/public-profile';
import { PublicProfilePage } from '@/features/profile/components/public-profile-page';

export default function PublicProfileRoute() {
  const { userId = '' } = useParams();
  // The page's own query: the title costs no extra request.
  const profile = usePublicProfile(userId);
  return (
    <>
      <PageTitle title={profile.data ? `@${profile.data.username}` : 'Public Profile'} />
      {/* A fresh page per user, so no state leaks between profiles. */}
      <PublicProfilePage key={userId} userId={userId} />
    </>
  );
}
