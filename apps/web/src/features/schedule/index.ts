export { ScheduleTab } from './components/schedule-tab';
export type { RenderSentiment } from './components/schedule-table';
