import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithMui } from '@/components/mui-scope';
import { paths, routePatterns } from '@/config/paths';
import { AppLayout } from './layout/app-layout';
import { ProtectedRoute } from './protected-route';

// Each screen is its own chunk, so the home page ships only what it needs. Home's first screen
// is drawn without MUI; every other screen loads MUI and its theme with it (decision 0185).
const screen = (load: () => Promise<{ default: () => ReactNode }>) =>
  lazyWithMui(() => load().then((module) => module.default));
const Home = lazy(() => import('./routes/home'));
const Login = screen(() => import('./routes/login'));
const Register = screen(() => import('./routes/register'));
const Profile = screen(() => import('./routes/profile'));
const ProfileSettings = screen(() => import('./routes/profile-settings'));
const AccountSecurity = screen(() => import('./routes/account-security'));
const PublicProfile = screen(() => import('./routes/public-profile'));
const EventStats = screen(() => import('./routes/event-stats'));
const RankingTrend = screen(() => import('./routes/ranking-trend'));
const Protected = screen(() => import('./routes/protected'));
const TestData = screen(() => import('./routes/test-data'));
const CreateTestEvents = screen(() => import('./routes/create-test-events'));
const EnterTestScores = screen(() => import('./routes/enter-test-scores'));
const TestEvents = screen(() => import('./routes/test-events'));
const TestEvent = screen(() => import('./routes/test-event'));
const SharedPick = screen(() => import('./routes/shared-pick'));
const Groups = screen(() => import('./routes/groups'));
const Group = screen(() => import('./routes/group'));
const JoinGroup = screen(() => import('./routes/join-group'));
const NotFound = screen(() => import('./routes/not-found'));

function protect(element: ReactNode) {
  return <ProtectedRoute>{element}</ProtectedRoute>;
}

/** The route table (docs/screens.md#routes). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.root, element: <Home /> },
      {
        path: paths.home,
        element: protect(<Home />),
      },
      { path: paths.login, element: <Login /> },
      { path: paths.register, element: <Register /> },
      {
        path: paths.profile,
        element: protect(<Profile />),
      },
      {
        path: paths.profileSettings,
        element: protect(<ProfileSettings />),
      },
      { path: paths.accountSecurity, element: protect(<AccountSecurity />) },
      { path: routePatterns.publicProfile, element: <PublicProfile /> },
      { path: routePatterns.eventStats, element: <EventStats /> },
      { path: routePatterns.rankingTrend, element: <RankingTrend /> },
      {
        path: paths.protected,
        element: protect(<Protected />),
      },
      { path: paths.testData, element: <TestData /> },
      { path: paths.createTestEvents, element: <CreateTestEvents /> },
      { path: paths.enterTestScores, element: <EnterTestScores /> },
      { path: paths.testEvents, element: <TestEvents /> },
      { path: routePatterns.testEvent, element: <TestEvent /> },
      { path: routePatterns.sharedPick, element: <SharedPick /> },
      { path: paths.groups, element: protect(<Groups />) },
      { path: routePatterns.joinGroup, element: protect(<JoinGroup />) },
      { path: routePatterns.group, element: protect(<Group />) },
      { path: '*', element: <NotFound /> },
    ],
  },
];
