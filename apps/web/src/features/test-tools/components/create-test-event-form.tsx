import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  TEST_EVENT_SPORTS,
  TEST_PRICE_CHOICES,
  TEST_PRICE_LISTS,
  TEST_SPORT_LABELS,
  TEST_SPREAD_POINTS,
  TEST_TOOL_ALERTS,
  TEST_TOTAL_POINTS,
  type TestEventCreateBody,
  type TestPriceList,
  testEventCreateBodySchema,
} from '@takeline/contract';
import { type FormEvent, useState } from 'react';
import { formatSigned } from '@/lib/format';
import { fromDateTimeLocal, toDateTimeLocal } from '../model/datetime-local';
import {
  awayTeamChoices,
  sportHasDraw,
  type TestEventForm,
  teamNames,
  toCreateBody,
  withHomeTeam,
  withPriceList,
  withSport,
} from '../model/test-event-form';
import { ChoiceField, numberChoices } from './choice-field';

const SPORT_CHOICES = TEST_EVENT_SPORTS.map((sport) => ({
  value: sport,
  label: TEST_SPORT_LABELS[sport],
}));

/** A fixed id for checking the fields; the real one is made when the form is sent. */
const CHECK_ID = '00000000-0000-4000-8000-000000000000';

const names = (list: readonly string[]) => list.map((name) => ({ value: name, label: name }));

interface CreateTestEventFormProps {
  initial: TestEventForm;
  /** The server's "now", for the start time's minimum and the past-time warning. */
  now: () => Date;
  busy: boolean;
  onSubmit: (body: TestEventCreateBody) => void;
}

/**
 * docs/screens.md#create-test-event, with the lists and defaults of decision 0051.
 * Each away, under and draw value is shown beside the choice that sets it.
 */
export function CreateTestEventForm({ initial, now, busy, onSubmit }: CreateTestEventFormProps) {
  const [form, setForm] = useState(initial);
  const prices = TEST_PRICE_CHOICES[form.priceList];
  const set = (change: Partial<TestEventForm>) => setForm((current) => ({ ...current, ...change }));
  // The server's own schema, so the form never sends what the server would refuse.
  const parsed = testEventCreateBodySchema.safeParse(toCreateBody(form, CHECK_ID));
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the fields.');
  const start = fromDateTimeLocal(form.startTime);
  const startIsPast = start !== null && start.getTime() <= now().getTime();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    onSubmit(toCreateBody(form));
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Create test event" noValidate>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ChoiceField
          id="test-event-sport"
          label="Sport"
          value={form.sport}
          choices={SPORT_CHOICES}
          onChange={(sport) => setForm((current) => withSport(current, sport))}
        />
        <TextField
          id="test-event-start"
          label="Start time"
          type="datetime-local"
          size="small"
          fullWidth
          required
          value={form.startTime}
          onChange={(event) => set({ startTime: event.target.value })}
          helperText={
            startIsPast
              ? 'In the past: it will be reset to 5 minutes from now.'
              : TEST_TOOL_ALERTS.pastStartWarning
          }
          slotProps={{
            htmlInput: { min: toDateTimeLocal(now()) },
            inputLabel: { shrink: true },
          }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ChoiceField
          id="test-event-home"
          label="Home team"
          value={form.homeTeam}
          choices={names(teamNames(form.sport))}
          onChange={(homeTeam) => setForm((current) => withHomeTeam(current, homeTeam))}
        />
        <ChoiceField
          id="test-event-away"
          label="Away team"
          value={form.awayTeam}
          choices={names(awayTeamChoices(form.sport, form.homeTeam))}
          onChange={(awayTeam) => set({ awayTeam })}
        />
      </Stack>
      <Stack spacing={1}>
        <Typography id="test-event-price-list" variant="body2" color="text.secondary">
          Price list
        </Typography>
        <ToggleButtonGroup
          aria-labelledby="test-event-price-list"
          exclusive
          size="small"
          value={form.priceList}
          onChange={(_event, value: TestPriceList | null) => {
            if (value) setForm((current) => withPriceList(current, value));
          }}
        >
          {TEST_PRICE_LISTS.map((list) => (
            <ToggleButton key={list} value={list}>
              {TEST_PRICE_CHOICES[list].label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ChoiceField
          id="test-event-moneyline"
          label="Home moneyline"
          value={form.moneylineHome}
          choices={numberChoices(prices.moneylineHome, formatSigned)}
          onChange={(moneylineHome) => set({ moneylineHome })}
          helperText={`Away ${formatSigned(-form.moneylineHome)}`}
        />
        {sportHasDraw(form.sport) && (
          <ChoiceField
            id="test-event-draw"
            label="Draw"
            value={form.drawValue}
            choices={numberChoices(prices.drawValues, formatSigned)}
            onChange={(drawValue) => set({ drawValue })}
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ChoiceField
          id="test-event-spread-point"
          label="Home spread point"
          value={form.spreadHomePoint}
          choices={numberChoices(TEST_SPREAD_POINTS[form.sport], formatSigned)}
          onChange={(spreadHomePoint) => set({ spreadHomePoint })}
          helperText={`Away ${formatSigned(-form.spreadHomePoint)}`}
        />
        <ChoiceField
          id="test-event-spread-price"
          label="Home spread price"
          value={form.spreadHomePrice}
          choices={numberChoices(prices.spreadPrices, formatSigned)}
          onChange={(spreadHomePrice) => set({ spreadHomePrice })}
          helperText={`Away ${formatSigned(-form.spreadHomePrice)}`}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ChoiceField
          id="test-event-total-point"
          label="Total points"
          value={form.totalPoint}
          choices={numberChoices(TEST_TOTAL_POINTS[form.sport])}
          onChange={(totalPoint) => set({ totalPoint })}
          helperText="Over and under"
        />
        <ChoiceField
          id="test-event-total-price"
          label="Total price"
          value={form.totalPrice}
          choices={numberChoices(prices.totalPrices, formatSigned)}
          onChange={(totalPrice) => set({ totalPrice })}
          helperText="Over and under"
        />
      </Stack>
      {problem && (
        <Typography role="status" color="error">
          {problem}
        </Typography>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={busy || problem !== null}>
          Create Test Event
        </Button>
      </div>
    </Stack>
  );
}
