import { useParams } from 'react-router';
import { PublicProfilePage } from '@/features/profile/components/public-profile-page';

export default function PublicProfileRoute() {
  const { userId = '' } = useParams();
  // A fresh page per user, so no state leaks between profiles.
  return <PublicProfilePage key={userId} userId={userId} />;
}
