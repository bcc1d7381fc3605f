import { SPORT_TITLES, type SportKey } from '@takeline/contract';
import { type ComponentType, Suspense, useDeferredValue } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { useSchedule } from '../api/get-schedule';
import { ScheduleTable, type ScheduleTableProps } from './schedule-table';
import './schedule.css';

interface ScheduleTabProps {
  sportKey: SportKey;
  /**
   * Draws the games: the plain table for a visitor; for a signed-in player, the table with the
   * Take/Pass widgets inside one MUI scope, loaded lazily (decision 0198). The schedule's
   * request starts here either way, with the page.
   */
  Table?: ComponentType<Omit<ScheduleTableProps, 'renderSentiment'>>;
}

/** Tables from 900 px (the theme's `md`), cards below. */
const WIDE = '(min-width: 900px)';

/** The schedule's placeholder while its games (or, signed in, its MUI scope) load. */
function ScheduleLoading() {
  return (
    <div
      className="tl-stack tl-skeletons"
      role="status"
      aria-busy="true"
      aria-label="Loading schedule"
    >
      {[0, 1, 2].map((row) => (
        <div key={row} className="tl-skeleton" />
      ))}
    </div>
  );
}

export function ScheduleTab({ sportKey, Table = ScheduleTable }: ScheduleTabProps) {
  const wide = useMediaQuery(WIDE);
  const schedule = useSchedule(sportKey);
  // The table renders as a transition (in slices), so a slow phone stays responsive.
  const deferred = useDeferredValue(schedule.data);
  if (deferred === undefined) return <ScheduleLoading />;
  const games = deferred;
  if (games.length === 0) {
    return (
      <p className="tl-schedule-empty">
        No upcoming {SPORT_TITLES[sportKey]} games right now. Check back soon.
      </p>
    );
  }
  return (
    <Suspense fallback={<ScheduleLoading />}>
      <Table sportKey={sportKey} games={games} layout={wide ? 'table' : 'cards'} />
    </Suspense>
  );
}
