export { LeaderboardTab } from './components/leaderboard-tab';
