export { LiveScoresTab, PastScoresTab } from './components/scores-tabs';
