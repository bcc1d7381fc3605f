import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HistoryRow } from '@takeline/contract';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable, type DataTableProps } from '@/components/data-table';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import {
  ALL,
  DAYS_BACK_OPTIONS,
  type DaysBack,
  DEFAULT_FILTERS,
  filterAndSortSelections,
  MARKET_FILTERS,
  type MarketFilter,
  OUTCOME_FILTERS,
  type OutcomeFilter,
  pageOf,
  type RecentSelectionsFilters,
  SORT_FIELDS,
  SORT_LABELS,
  type SortField,
  sportLabel,
  sportOptions,
} from '../model/recent-selections';
import { finalScore, marketLabel, selectionLabel } from '../model/selection-label';
import { FilterSelect } from './filter-select';
import { OutcomeMark } from './outcome-mark';

interface RecentSelectionsProps {
  rows: readonly HistoryRow[];
  /** The moment "Days Back" counts from (ms); passed in so tests are deterministic. */
  now: number;
  /** By default a table from 'md' up and cards below; tests pin one. */
  layout?: DataTableProps<HistoryRow>['layout'];
}

function eventTitle(row: HistoryRow): string {
  return `${row.away_team} @ ${row.home_team}`;
}

function ViewLink({ row }: { row: HistoryRow }) {
  return (
    <Link
      component={RouterLink}
      to={paths.eventStats(row.event_id)}
      aria-label={`View stats for ${eventTitle(row)}`}
    >
      View
    </Link>
  );
}

/** A settled pick opens its own page, where its owner can share it (docs/screens.md#shared-pick). */
function ShareLink({ row }: { row: HistoryRow }) {
  if (row.outcome === 'Pending' || row.sentiment_id === undefined) return null;
  return (
    <Link
      component={RouterLink}
      to={paths.sharedPick(row.sentiment_id)}
      aria-label={`Share your pick on ${eventTitle(row)}`}
    >
      Share
    </Link>
  );
}

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

const COLUMNS: DataColumn<HistoryRow>[] = [
  {
    key: 'event',
    header: 'Event',
    render: (row) => (
      <>
        {eventTitle(row)}
        {finalScore(row) && (
          <Typography variant="body2" color="text.secondary">
            Final {finalScore(row)}
          </Typography>
        )}
      </>
    ),
  },
  { key: 'sport', header: 'Sport', render: (row) => sportLabel(row.sport_key) },
  { key: 'market', header: 'Market', render: (row) => marketLabel(row.market_type) },
  { key: 'selection', header: 'Selection', render: selectionLabel },
  { key: 'outcome', header: 'Outcome', render: (row) => <OutcomeMark outcome={row.outcome} /> },
  { key: 'xp', header: 'XP', align: 'right', render: (row) => row.xp_points },
  { key: 'ip', header: 'IP', align: 'right', render: (row) => row.ip_points },
  { key: 'submitted', header: 'Submitted', render: (row) => <When iso={row.submission_time} /> },
  { key: 'starts', header: 'Starts', render: (row) => <When iso={row.commence_time} /> },
  {
    key: 'stats',
    header: 'Stats',
    headerHidden: true,
    render: (row) => (
      <Stack direction="row" spacing={1.5}>
        <ViewLink row={row} />
        <ShareLink row={row} />
      </Stack>
    ),
  },
];

/** Phones: one card per selection instead of a ten-column table. */
function SelectionCard({ row }: { row: HistoryRow }) {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
          {eventTitle(row)}
        </Typography>
        <OutcomeMark outcome={row.outcome} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {sportLabel(row.sport_key)} · {marketLabel(row.market_type)}
        {finalScore(row) && ` · Final ${finalScore(row)}`}
      </Typography>
      <Typography variant="body2">{selectionLabel(row)}</Typography>
      <Typography variant="body2">
        {row.xp_points} XP · {row.ip_points} IP
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mt: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          Submitted <When iso={row.submission_time} />
        </Typography>
        <Stack direction="row" spacing={1.5}>
          <ViewLink row={row} />
          <ShareLink row={row} />
        </Stack>
      </Stack>
    </>
  );
}

/**
 * docs/screens.md#recent-selections: the selection history with Days Back, outcome,
 * market and sport filters, a descending sort, and pages of 10 with Prev/Next.
 */
export function RecentSelections({ rows, now, layout }: RecentSelectionsProps) {
  const [filters, setFilters] = useState<RecentSelectionsFilters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);

  const matching = useMemo(() => filterAndSortSelections(rows, filters, now), [rows, filters, now]);
  const shown = pageOf(matching, page);
  const sports = useMemo(() => sportOptions(rows), [rows]);

  function update(patch: Partial<RecentSelectionsFilters>) {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  }

  return (
    <section aria-labelledby="recent-selections-heading">
      <Typography id="recent-selections-heading" variant="h3" sx={{ mb: 1.5 }}>
        Recent Selections
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(5, minmax(0, 1fr))',
          },
          gap: 1.5,
          mb: 2,
        }}
      >
        <FilterSelect
          id="recent-days-back"
          label="Days Back"
          value={String(filters.daysBack)}
          options={DAYS_BACK_OPTIONS.map((days) => ({
            value: String(days),
            label: days === 1 ? 'Last 1 day' : `Last ${days} days`,
          }))}
          onChange={(value) => update({ daysBack: Number(value) as DaysBack })}
        />
        <FilterSelect
          id="recent-outcome"
          label="Outcome"
          value={filters.outcome}
          options={OUTCOME_FILTERS.map((outcome) => ({
            value: outcome,
            label: outcome === ALL ? 'All outcomes' : outcome,
          }))}
          onChange={(value) => update({ outcome: value as OutcomeFilter })}
        />
        <FilterSelect
          id="recent-market"
          label="Market"
          value={filters.market}
          options={MARKET_FILTERS.map((market) => ({
            value: market,
            label: market === ALL ? 'All markets' : marketLabel(market),
          }))}
          onChange={(value) => update({ market: value as MarketFilter })}
        />
        <FilterSelect
          id="recent-sport"
          label="Sport"
          value={filters.sport}
          options={[
            { value: ALL, label: 'All sports' },
            ...sports.map((key) => ({ value: key, label: sportLabel(key) })),
          ]}
          onChange={(value) => update({ sport: value })}
        />
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <FilterSelect
            id="recent-sort"
            label="Sort by (descending)"
            value={filters.sortBy}
            options={SORT_FIELDS.map((field) => ({ value: field, label: SORT_LABELS[field] }))}
            onChange={(value) => update({ sortBy: value as SortField })}
          />
        </Box>
      </Box>

      {shown.total === 0 ? (
        <Typography color="text.secondary">
          {rows.length === 0
            ? 'No selections yet. Take or pass on a line from the Home schedule to get started.'
            : 'No selections match these filters.'}
        </Typography>
      ) : (
        <DataTable
          label="Recent selections"
          columns={COLUMNS}
          rows={shown.rows}
          rowKey={(row) => `${row.event_id}-${row.market_type}`}
          layout={layout}
          tableFrom="md"
          renderCard={(row) => <SelectionCard row={row} />}
        />
      )}

      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          onClick={() => setPage(shown.page - 1)}
          disabled={shown.page <= 1}
        >
          Prev
        </Button>
        <Typography variant="body2" aria-live="polite" sx={{ textAlign: 'center' }}>
          Page {shown.page} of {shown.pageCount}
          {shown.total > 0 && ` · ${shown.from}–${shown.to} of ${shown.total}`}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => setPage(shown.page + 1)}
          disabled={shown.page >= shown.pageCount}
        >
          Next
        </Button>
      </Stack>
    </section>
  );
}
