import TextField from '@mui/material/TextField';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

interface ChoiceFieldProps<T extends string | number> {
  id: string;
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  helperText?: string;
}

/**
 * A native select: keyboard- and phone-friendly, labelled by a real <label>,
 * and never able to hold a value outside its list.
 */
export function ChoiceField<T extends string | number>({
  id,
  label,
  value,
  choices,
  onChange,
  disabled,
  helperText,
}: ChoiceFieldProps<T>) {
  return (
    <TextField
      id={id}
      select
      label={label}
      value={String(value)}
      onChange={(event) => {
        const picked = choices.find((choice) => String(choice.value) === event.target.value);
        if (picked) onChange(picked.value);
      }}
      size="small"
      fullWidth
      disabled={disabled}
      // A disabled helper text is too faint to read; the field says enough then.
      helperText={disabled ? undefined : helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {choices.map((choice) => (
        <option key={String(choice.value)} value={String(choice.value)}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}

export function numberChoices(
  values: readonly number[],
  label: (value: number) => string = String,
): Choice<number>[] {
  return values.map((value) => ({ value, label: label(value) }));
}
