import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { HistoryRow } from '@takeline/contract';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/config/paths';
import { formatShortDateTime } from '../model/format';
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

function Points({ row }: { row: HistoryRow }) {
  return (
    <>
      {row.xp_points} XP · {row.ip_points} IP
    </>
  );
}

function SelectionsTable({ rows }: { rows: readonly HistoryRow[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Recent selections">
        <TableHead>
          <TableRow>
            <TableCell>Event</TableCell>
            <TableCell>Sport</TableCell>
            <TableCell>Market</TableCell>
            <TableCell>Selection</TableCell>
            <TableCell>Outcome</TableCell>
            <TableCell align="right">XP</TableCell>
            <TableCell align="right">IP</TableCell>
            <TableCell>Submitted</TableCell>
            <TableCell>Starts</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Stats
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.event_id}-${row.market_type}`}>
              <TableCell>
                {eventTitle(row)}
                {finalScore(row) && (
                  <Typography variant="body2" color="text.secondary">
                    Final {finalScore(row)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{sportLabel(row.sport_key)}</TableCell>
              <TableCell>{marketLabel(row.market_type)}</TableCell>
              <TableCell>{selectionLabel(row)}</TableCell>
              <TableCell>
                <OutcomeMark outcome={row.outcome} />
              </TableCell>
              <TableCell align="right">{row.xp_points}</TableCell>
              <TableCell align="right">{row.ip_points}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatShortDateTime(row.submission_time)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatShortDateTime(row.commence_time)}
              </TableCell>
              <TableCell>
                <ViewLink row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per selection instead of a ten-column table. */
function SelectionsList({ rows }: { rows: readonly HistoryRow[] }) {
  return (
    <Stack component="ul" aria-label="Recent selections" spacing={1} sx={{ p: 0, m: 0 }}>
      {rows.map((row) => (
        <Paper
          key={`${row.event_id}-${row.market_type}`}
          component="li"
          variant="outlined"
          sx={{ p: 1.5, listStyle: 'none' }}
        >
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
            <Points row={row} />
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              Submitted {formatShortDateTime(row.submission_time)}
            </Typography>
            <ViewLink row={row} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * Spec sections 2 and 9: the selection history with Days Back, outcome,
 * market and sport filters, a descending sort, and pages of 10 with Prev/Next.
 */
export function RecentSelections({ rows, now }: RecentSelectionsProps) {
  const theme = useTheme();
  // jsdom has no matchMedia: the default keeps the table there.
  const wide = useMediaQuery(theme.breakpoints.up('md'), { defaultMatches: true, noSsr: true });
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
      ) : wide ? (
        <SelectionsTable rows={shown.rows} />
      ) : (
        <SelectionsList rows={shown.rows} />
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
