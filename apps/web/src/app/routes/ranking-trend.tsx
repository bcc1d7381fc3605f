import { useLocation, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { usernameFromTrendState } from '@/config/paths';
import { useLeaderboardHistory } from '@/features/ranking-trend/api/leaderboard-history';
import { RankingTrendPage } from '@/features/ranking-trend/components/ranking-trend-page';

/**
 * Composes the trend with the player's name: from the leaderboard link that
 * led here, else from the trend itself, which carries the name the leaderboard
 * shows (a private player's profile would answer 404).
 */
export default function RankingTrendRoute() {
  const { userId = '' } = useParams();
  const fromLink = usernameFromTrendState(useLocation().state);
  const history = useLeaderboardHistory(userId);
  const username = fromLink ?? history.data?.username;
  return (
    <>
      <PageTitle title={username ? `Ranking Trend of @${username}` : 'Ranking Trend'} />
      <RankingTrendPage key={userId} userId={userId} username={username} />
    </>
  );
}
