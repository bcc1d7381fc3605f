import { SPORT_TITLES, type SportKey } from '@takeline/contract';
import { useDeferredValue } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { useSchedule } from '../api/get-schedule';
import { type RenderSentiment, ScheduleTable } from './schedule-table';
import './schedule.css';

interface ScheduleTabProps {
  sportKey: SportKey;
  renderSentiment?: RenderSentiment;
}

/** Tables from 900 px (the theme's `md`), cards below. */
const WIDE = '(min-width: 900px)';

export function ScheduleTab({ sportKey, renderSentiment }: ScheduleTabProps) {
  const wide = useMediaQuery(WIDE);
  const schedule = useSchedule(sportKey);
  // The table renders as a transition (in slices), so a slow phone stays responsive.
  const deferred = useDeferredValue(schedule.data);
  if (deferred === undefined) {
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
  const games = deferred;
  if (games.length === 0) {
    return (
      <p className="tl-schedule-empty">
        No upcoming {SPORT_TITLES[sportKey]} games right now. Check back soon.
      </p>
    );
  }
  return (
    <ScheduleTable
      sportKey={sportKey}
      games={games}
      layout={wide ? 'table' : 'cards'}
      renderSentiment={renderSentiment}
    />
  );
}
