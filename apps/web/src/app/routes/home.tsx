import { Suspense, useEffect } from 'react';
import { lazyWithMui, loadMuiTheme } from '@/components/mui-scope';
import { AiPanel } from '@/features/home/components/ai-panel';
import { FlashMessage } from '@/features/home/components/flash-message';
import { HomeTabs } from '@/features/home/components/home-tabs';
import { LoginBanners } from '@/features/home/components/login-banners';
import { SportToggle } from '@/features/home/components/sport-toggle';
import { WelcomePanel } from '@/features/home/components/welcome-panel';
import { useHomeParams } from '@/features/home/hooks/use-home-params';
import { ScheduleTab } from '@/features/schedule/components/schedule-tab';
import {
  type RenderSentiment,
  ScheduleTable,
  type ScheduleTableProps,
} from '@/features/schedule/components/schedule-table';
import { useIsLoggedIn } from '@/lib/auth-store';
import { useProfile } from '@/lib/profile-query';

// The default tab (schedule) ships with the page; every other tab loads when first opened.
// They are drawn with MUI, which loads with them (decision 0185).
const LiveScoresTab = lazyWithMui(() =>
  import('@/features/scores/components/scores-tabs').then((module) => module.LiveScoresTab),
);
const PastScoresTab = lazyWithMui(() =>
  import('@/features/scores/components/scores-tabs').then((module) => module.PastScoresTab),
);
const LeaderboardTab = lazyWithMui(() =>
  import('@/features/leaderboard/components/leaderboard-tab').then(
    (module) => module.LeaderboardTab,
  ),
);
const NewsTab = lazyWithMui(() =>
  import('@/features/news/components/news-tab').then((module) => module.NewsTab),
);
const AboutPage = lazyWithMui(() =>
  import('@/features/about/components/about-page').then((module) => module.AboutPage),
);
const AdminPanel = lazyWithMui(() =>
  import('@/features/admin/components/admin-panel').then((module) => module.AdminPanel),
);

// The Take/Pass widget shows only to a signed-in player: a visitor's first screen does not load
// it, and a player's request for it starts with the page, alongside the schedule (decision 0132).
// A signed-in player's schedule is one MUI scope: the widget's chunk and the theme provider load
// together, and one provider wraps every row's widgets (not one per widget), so the rows appear
// with their widgets already styled (decision 0198).
const loadSentimentWidget = () => import('@/features/sentiment/components/sentiment-widget');
const SignedInTable = lazyWithMui(async () => {
  const { SentimentWidget } = await loadSentimentWidget();
  const renderSentiment: RenderSentiment = (game, market) => (
    <SentimentWidget game={game} market={market} />
  );
  return function SignedInTable(props: Omit<ScheduleTableProps, 'renderSentiment'>) {
    return <ScheduleTable {...props} renderSentiment={renderSentiment} />;
  };
});

/** Home (docs/screens.md#2-home): welcome, admin block, sport toggle and the seven tabs. */
export default function HomeRoute() {
  const { tab, sport, setTab, setSport } = useHomeParams();
  const loggedIn = useIsLoggedIn();
  const profile = useProfile();
  useEffect(() => {
    if (loggedIn) {
      void loadSentimentWidget();
      void loadMuiTheme();
    }
  }, [loggedIn]);

  return (
    <div className="tl-stack tl-home">
      <title>Takeline · Take or pass on today's lines</title>
      <FlashMessage />
      <LoginBanners />
      <WelcomePanel />
      {profile.data?.is_admin && (
        <Suspense fallback={null}>
          <AdminPanel />
        </Suspense>
      )}
      <SportToggle value={sport} onChange={setSport} />
      <HomeTabs
        tab={tab}
        onChange={setTab}
        panels={{
          schedule: () => (
            <ScheduleTab
              key={sport}
              sportKey={sport}
              Table={loggedIn ? SignedInTable : undefined}
            />
          ),
          live: () => <LiveScoresTab sportKey={sport} />,
          past: () => <PastScoresTab sportKey={sport} />,
          leaderboard: () => <LeaderboardTab />,
          news: () => <NewsTab sportKey={sport} />,
          ai: () => <AiPanel />,
          about: () => <AboutPage />,
        }}
      />
    </div>
  );
}
