import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MIN_STAKE } from '@takeline/contract';
import { useId } from 'react';

interface StakeSliderProps {
  label: string;
  /** The currency's name for one and for several ("confidence point(s)", "IP"). */
  unit: { one: string; many: string };
  stake: number;
  balance: number;
  /** The contract's stakeLimit(balance): min(5, balance), 0 when nothing can be staked. */
  maxStake: number;
  error: string | null;
  disabled?: boolean;
  onChange: (stake: number) => void;
}

/** A stake of 1 to min(5, balance); the balance and any "Not enough ..." message below it. */
export function StakeSlider(props: StakeSliderProps) {
  const { label, unit, stake, balance, maxStake, error, disabled, onChange } = props;
  const labelId = useId();
  const errorId = useId();
  // With nothing to stake the slider still needs a range; it is disabled then.
  const max = Math.max(MIN_STAKE, maxStake);
  const amount = (count: number) => `${count} ${count === 1 ? unit.one : unit.many}`;
  return (
    <Stack spacing={0.5}>
      <Typography id={labelId} variant="subtitle2">
        {label}: {amount(stake)}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        value={stake}
        min={MIN_STAKE}
        max={max}
        step={1}
        marks
        // The stake is written above; a floating label would be cut off at the dialog's edge.
        valueLabelDisplay="off"
        disabled={disabled || maxStake < MIN_STAKE}
        onChange={(_event, value) => onChange(Array.isArray(value) ? (value[0] ?? 1) : value)}
        sx={{ mx: 1, width: 'auto' }}
      />
      <Typography variant="body2" color="text.secondary">
        Balance: {amount(balance)}
      </Typography>
      {error && (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
