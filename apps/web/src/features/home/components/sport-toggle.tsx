import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SPORT_TOGGLE, type SupportedSportKey } from '@takeline/contract';

interface SportToggleProps {
  value: SupportedSportKey;
  onChange: (sport: SupportedSportKey) => void;
}

/** docs/screens.md#sport-toggle: Baseball (default), Football, Soccer. */
export function SportToggle({ value, onChange }: SportToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label="Sport"
      onChange={(_event, next: SupportedSportKey | null) => {
        if (next) onChange(next);
      }}
    >
      {SPORT_TOGGLE.map(({ label, sportKey }) => (
        <ToggleButton key={sportKey} value={sportKey} sx={{ px: 2 }}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
