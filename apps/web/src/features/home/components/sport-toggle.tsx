import { SPORT_TOGGLE, type SupportedSportKey } from '@takeline/contract';
import './home.css';

interface SportToggleProps {
  value: SupportedSportKey;
  onChange: (sport: SupportedSportKey) => void;
}

/**
 * docs/screens.md#sport-toggle: Baseball (default), Football, Soccer. Pressed buttons in a
 * group, as MUI's exclusive ToggleButtonGroup announced them, with plain elements (decision 0185).
 */
export function SportToggle({ value, onChange }: SportToggleProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of toggle buttons, as MUI's was; a fieldset would need a legend
    <div role="group" aria-label="Sport" className="tl-toggle">
      {SPORT_TOGGLE.map(({ label, sportKey }) => (
        <button
          key={sportKey}
          type="button"
          className="tl-toggle__button"
          aria-pressed={sportKey === value}
          onClick={() => {
            if (sportKey !== value) onChange(sportKey);
          }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
