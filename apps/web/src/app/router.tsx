import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths, routePatterns } from '@/config/paths';
import { AppLayout } from './layout/app-layout';
import { ProtectedRoute } from './protected-route';

// Each screen is its own chunk, so the home page ships only what it needs.
const Home = lazy(() => import('./routes/home'));
const Login = lazy(() => import('./routes/login'));
const Register = lazy(() => import('./routes/register'));
const Profile = lazy(() => import('./routes/profile'));
const ProfileSettings = lazy(() => import('./routes/profile-settings'));
const AccountSecurity = lazy(() => import('./routes/account-security'));
const PublicProfile = lazy(() => import('./routes/public-profile'));
const EventStats = lazy(() => import('./routes/event-stats'));
const RankingTrend = lazy(() => import('./routes/ranking-trend'));
const Protected = lazy(() => import('./routes/protected'));
const TestData = lazy(() => import('./routes/test-data'));
const CreateTestEvents = lazy(() => import('./routes/create-test-events'));
const EnterTestScores = lazy(() => import('./routes/enter-test-scores'));
const TestEvents = lazy(() => import('./routes/test-events'));
const TestEvent = lazy(() => import('./routes/test-event'));
const SharedPick = lazy(() => import('./routes/shared-pick'));
const Groups = lazy(() => import('./routes/groups'));
const Group = lazy(() => import('./routes/group'));
const JoinGroup = lazy(() => import('./routes/join-group'));
const NotFound = lazy(() => import('./routes/not-found'));

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
