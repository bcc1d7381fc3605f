import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CustomRange,
  marketQuestion,
  type SelectionType,
  spreadDefaultValue,
  spreadFavourite,
  TEST_SENTIMENT_MESSAGES,
  type TestEvent,
  teamName,
  totalsDefaultValue,
} from '@takeline/contract';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { formatLine, formatSigned } from '@/lib/format';
import { type TestSentimentRequest, useSubmitTestSentiment } from '../api/test-sentiment';
import {
  CONFIDENCE_CHOICES,
  customValueProblem,
  initialSentimentForm,
  moneylineBody,
  selectionTypes,
  spreadBody,
  spreadRange,
  type TestSentimentDraft,
  totalRange,
  totalsBody,
} from '../model/test-sentiment-form';
import { ChoiceField, numberChoices } from './choice-field';

/**
 * The screen's message (docs/screens.md#test-event-detail), and the server's reason for a refusal
 * on a line of its own.
 */
type Result = { ok: boolean; text: string; reason?: string };

/**
 * The outcome of the latest submission only. Kept per market, an earlier
 * moneyline failure would sit above later spread and total successes and
 * read as the current state.
 */
function LatestResult({ result }: { result: Result | null }) {
  return (
    <Stack role="status" spacing={0.5}>
      {result && (
        <>
          <Typography color={result.ok ? 'success.main' : 'error'}>{result.text}</Typography>
          {result.reason && (
            <Typography variant="body2" color="text.secondary">
              {result.reason}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}

function CustomValueField(props: {
  id: string;
  label: string;
  value: string;
  line: number | null;
  range: CustomRange | null;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { range } = props;
  const problem = props.disabled ? null : customValueProblem(props.value, props.line, props.range);
  return (
    <TextField
      id={props.id}
      label={props.label}
      type="number"
      size="small"
      fullWidth
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
      error={problem !== null}
      // Shown once the field is on: a disabled helper text would be too faint to read.
      helperText={
        props.disabled
          ? undefined
          : (problem ?? (range ? `${range.min} to ${range.max}, step ${range.step}` : undefined))
      }
      slotProps={{
        htmlInput: range ? { min: range.min, max: range.max, step: range.step } : {},
        inputLabel: { shrink: true },
      }}
    />
  );
}

/**
 * What the user is asked, so Take and Pass read as answers: the schedule's
 * own questions (the contract's `marketQuestion`, "Pick the Outcome" when the
 * game has a draw).
 */
function questions(event: TestEvent) {
  return {
    moneyline: marketQuestion(event, 'moneyline') ?? 'No moneyline.',
    spread: marketQuestion(event, 'spread') ?? 'No spread.',
    totals: marketQuestion(event, 'totals') ?? 'No total.',
  };
}

/**
 * docs/screens.md#test-event-detail (docs/game-rules.md#test-event-ranges): the test event's
 * sentiment form. It submits as the signed-in user through the ordinary sentiment routes, so
 * stakes, ranges and settlement are the real ones.
 */
export function TestSentimentForm({ event }: { event: TestEvent }) {
  const { token, userId } = useAuth();
  const location = useLocation();
  const submit = useSubmitTestSentiment();
  const [form, setForm] = useState<TestSentimentDraft>(() => initialSentimentForm(event));
  const [result, setResult] = useState<Result | null>(null);
  const set = (change: Partial<TestSentimentDraft>) =>
    setForm((current) => ({ ...current, ...change }));

  if (!token) {
    return (
      <Alert
        severity="info"
        action={
          <Button
            component={RouterLink}
            to={paths.login}
            state={{ from: location.pathname }}
            color="inherit"
            size="small"
          >
            Log in
          </Button>
        }
      >
        Log in to submit test sentiments: they are recorded as yours, with your points.
      </Alert>
    );
  }

  if (event.status !== 'upcoming') {
    return <Alert severity="info">Sentiment is closed: this event has started or finished.</Alert>;
  }

  const asked = questions(event);
  const spreadLine = spreadDefaultValue(event);
  const totalLine = totalsDefaultValue(event);
  const spreadCustomRange = spreadRange(event);
  const totalCustomRange = totalRange(event, form.selectionType);
  const isDraw = form.selectionType === 'Draw';
  const spreadCustom = form.isCustom && form.selectionType === 'Pass';
  const spreadProblem = spreadCustom
    ? customValueProblem(form.customSpread, spreadLine, spreadCustomRange)
    : null;
  const totalProblem =
    form.isCustom && !isDraw
      ? customValueProblem(form.customTotal, totalLine, totalCustomRange)
      : null;
  const spreadFavouriteSide = spreadFavourite(event);

  async function send(request: TestSentimentRequest) {
    const messages = TEST_SENTIMENT_MESSAGES[request.market];
    // Cleared while sending, so even a repeat of the same message shows afresh.
    setResult(null);
    try {
      await submit.mutateAsync(request);
      setResult({ ok: true, text: messages.ok });
    } catch (error) {
      const reason = errorMessage(error, '');
      setResult({ ok: false, text: messages.failed, ...(reason ? { reason } : {}) });
    }
  }

  return (
    <Stack
      spacing={2}
      component="form"
      aria-label="Submit test sentiment"
      noValidate
      onSubmit={(formEvent) => formEvent.preventDefault()}
    >
      <Typography variant="body2" color="text.secondary">
        Moneyline: {asked.moneyline} · Spread: {asked.spread} · Total: {asked.totals}
      </Typography>
      <FormControl>
        <FormLabel id="test-sentiment-type">Selection type</FormLabel>
        <RadioGroup
          row
          aria-labelledby="test-sentiment-type"
          value={form.selectionType}
          onChange={(_event, value) => set({ selectionType: value as SelectionType })}
        >
          {selectionTypes(event).map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio />} label={type} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControlLabel
        disabled={isDraw}
        control={
          <Checkbox
            checked={form.isCustom && !isDraw}
            onChange={(_event, checked) => set({ isCustom: checked })}
          />
        }
        label="Enter a custom value (stakes influence points)"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {form.selectionType === 'Pass' && (
          <CustomValueField
            id="test-sentiment-spread"
            label={`Custom spread (${spreadFavouriteSide ? teamName(event, spreadFavouriteSide) : 'favourite'} ${formatSigned(spreadLine)})`}
            value={form.customSpread}
            line={spreadLine}
            range={spreadCustomRange}
            disabled={!form.isCustom}
            onChange={(customSpread) => set({ customSpread })}
          />
        )}
        <CustomValueField
          id="test-sentiment-total"
          label={`Custom total (line ${formatLine(totalLine)})`}
          value={form.customTotal}
          line={totalLine}
          range={totalCustomRange}
          disabled={!form.isCustom || isDraw}
          onChange={(customTotal) => set({ customTotal })}
        />
        <ChoiceField
          id="test-sentiment-confidence"
          label="Confidence"
          value={form.confidence}
          choices={numberChoices(CONFIDENCE_CHOICES)}
          onChange={(confidence) => set({ confidence })}
          helperText="Points staked, 1 to 5"
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={submit.isPending}
          onClick={() => send({ market: 'moneyline', body: moneylineBody(event, form, userId) })}
        >
          Submit Moneyline
        </Button>
        <Button
          variant="contained"
          disabled={submit.isPending || isDraw || spreadProblem !== null}
          onClick={() => send({ market: 'spread', body: spreadBody(event, form, userId) })}
        >
          Submit Spread
        </Button>
        <Button
          variant="contained"
          disabled={submit.isPending || isDraw || totalProblem !== null}
          onClick={() => send({ market: 'totals', body: totalsBody(event, form, userId) })}
        >
          Submit Total
        </Button>
      </Stack>
      {isDraw && (
        <Typography variant="body2" color="text.secondary">
          Draw answers the moneyline only.
        </Typography>
      )}
      <LatestResult result={result} />
    </Stack>
  );
}
