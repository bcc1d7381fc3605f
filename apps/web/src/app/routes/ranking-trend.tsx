import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { usePublicProfile } from '@/features/profile/api/public-profile';
import { RankingTrendPage } from '@/features/ranking-trend/components/ranking-trend-page';

/** Composes the trend with the player's name, when their profile is public. */
export default function RankingTrendRoute() {
  const { userId = '' } = useParams();
  const profile = usePublicProfile(userId);
  const username = profile.data?.username;
  return (
    <>
      <PageTitle title={username ? `Ranking Trend of @${username}` : 'Ranking Trend'} />
      <RankingTrendPage key={userId} userId={userId} username={username} />
    </>
  );
}
