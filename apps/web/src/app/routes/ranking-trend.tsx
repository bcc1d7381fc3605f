import { useLocation, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { usernameFromTrendState } from '@/config/paths';
import { usePublicProfile } from '@/features/profile/api/public-profile';
import { RankingTrendPage } from '@/features/ranking-trend/components/ranking-trend-page';

/**
 * Composes the trend with the player's name: from the leaderboard link that
 * led here, or else from their profile when it is public.
 */
export default function RankingTrendRoute() {
  const { userId = '' } = useParams();
  const fromLink = usernameFromTrendState(useLocation().state);
  const profile = usePublicProfile(userId, { enabled: fromLink === undefined });
  const username = fromLink ?? profile.data?.username;
  return (
    <>
      <PageTitle title={username ? `Ranking Trend of @${username}` : 'Ranking Trend'} />
      <RankingTrendPage key={userId} userId={userId} username={username} />
    </>
  );
}
