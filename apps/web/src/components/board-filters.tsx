import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  BOARD_SPORTS,
  BOARD_WINDOW_LABELS,
  type BoardSport,
  SPORT_TITLES,
} from '@takeline/contract';

export interface WindowOption<W extends string> {
  value: W;
  label: string;
}

/** The board's windows in display order; groups add "Since joining" in front. */
export const BOARD_WINDOW_OPTIONS = Object.entries(BOARD_WINDOW_LABELS).map(([value, label]) => ({
  value,
  label,
})) as WindowOption<keyof typeof BOARD_WINDOW_LABELS>[];

export const BOARD_SPORT_OPTIONS: WindowOption<BoardSport>[] = BOARD_SPORTS.map((sport) => ({
  value: sport,
  label: sport === 'all' ? 'All sports' : SPORT_TITLES[sport],
}));

function NativeSelect<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly WindowOption<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      size="small"
      sx={{ minWidth: { xs: 0, sm: 160 }, flex: { xs: 1, sm: 'none' } }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The window and sport of a board (docs/screens.md#leaderboard-tab): two native selects, side by
 * side even on phones, labelled by real labels.
 */
export function BoardFilters<W extends string>({
  idPrefix,
  window,
  windows,
  sport,
  onWindowChange,
  onSportChange,
}: {
  idPrefix: string;
  window: W;
  windows: readonly WindowOption<W>[];
  sport: BoardSport;
  onWindowChange: (window: W) => void;
  onSportChange: (sport: BoardSport) => void;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
      <NativeSelect
        id={`${idPrefix}-window`}
        label="Window"
        value={window}
        options={windows}
        onChange={onWindowChange}
      />
      <NativeSelect
        id={`${idPrefix}-sport`}
        label="League"
        value={sport}
        options={BOARD_SPORT_OPTIONS}
        onChange={onSportChange}
      />
    </Stack>
  );
}
