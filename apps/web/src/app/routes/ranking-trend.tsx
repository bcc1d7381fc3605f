import { useParams } from 'react-router';
import { usePublicProfile } from '@/features/profile/api/public-profile';
import { RankingTrendPage } from '@/features/ranking-trend/components/ranking-trend-page';

/** Composes the trend with the player's name, when their profile is public. */
export default function RankingTrendRoute() {
  const { userId = '' } = useParams();
  const profile = usePublicProfile(userId);
  return <RankingTrendPage key={userId} userId={userId} username={profile.data?.username} />;
}
