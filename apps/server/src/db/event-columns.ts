import { events } from './schema';

/** The published line of an event, as drizzle select columns (one list for every query that reads it). */
export const eventLineColumns = {
  h2hHomeValue: events.h2hHomeValue,
  h2hAwayValue: events.h2hAwayValue,
  h2hDrawValue: events.h2hDrawValue,
  spreadsHomePoint: events.spreadsHomePoint,
  spreadsHomeValue: events.spreadsHomeValue,
  spreadsAwayPoint: events.spreadsAwayPoint,
  spreadsAwayValue: events.spreadsAwayValue,
  totalsOverPoint: events.totalsOverPoint,
  totalsOverValue: events.totalsOverValue,
  totalsUnderPoint: events.totalsUnderPoint,
  totalsUnderValue: events.totalsUnderValue,
};
