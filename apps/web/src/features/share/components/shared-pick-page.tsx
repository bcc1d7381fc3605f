import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MARKET_NAMES,
  outcomeInWords,
  PICK_NOT_FOUND_MESSAGE,
  PICK_NOT_SETTLED_MESSAGE,
  type SharedPick,
} from '@takeline/contract';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSharedPick, useSharePick } from '../api/shared-pick';

export const SHARE_TEXTS = {
  share: 'Share this pick',
  stop: 'Stop sharing',
  copy: 'Copy link',
  copied: 'Link copied',
  onlyYou: 'Only you can see this pick. Share it to give it a public page and card.',
  publicProfile: 'Your profile is public, so this pick’s page is public too.',
  shared: 'Shared: anyone with the link sees this page and its card.',
} as const;

function signed(value: number) {
  return value > 0 ? `+${value}` : String(value);
}

function PickSummary({ pick }: { pick: SharedPick }) {
  const final =
    pick.away_team_score !== null && pick.home_team_score !== null
      ? ` · Final ${pick.away_team_score}–${pick.home_team_score}`
      : '';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1}>
        <Typography variant="h2" component="p">
          {pick.away_team} @ {pick.home_team}
        </Typography>
        <Typography color="text.secondary">
          {pick.sport_title}
          {final}
        </Typography>
        <Typography>
          {MARKET_NAMES[pick.market]} · {pick.pick_words}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>
          {outcomeInWords(pick.outcome)} · {signed(pick.xp_points)} XP · {signed(pick.ip_points)} IP
        </Typography>
      </Stack>
    </Paper>
  );
}

function CopyLink({ path }: { path: string }) {
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${path}`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="code" sx={{ wordBreak: 'break-all' }}>
        {url}
      </Typography>
      <Button
        variant="outlined"
        onClick={() =>
          navigator.clipboard
            ?.writeText(url)
            .then(() => setCopied(true))
            .catch(() => setCopied(false))
        }
      >
        {SHARE_TEXTS.copy}
      </Button>
      {copied && <Typography role="status">{SHARE_TEXTS.copied}</Typography>}
    </Stack>
  );
}

function OwnerControls({ pick }: { pick: SharedPick }) {
  const share = useSharePick(String(pick.id));
  const note = pick.shared
    ? SHARE_TEXTS.shared
    : pick.is_public
      ? SHARE_TEXTS.publicProfile
      : SHARE_TEXTS.onlyYou;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography>{note}</Typography>
      <Button
        variant={pick.shared ? 'outlined' : 'contained'}
        disabled={share.isPending}
        onClick={() => share.mutate(!pick.shared)}
      >
        {pick.shared ? SHARE_TEXTS.stop : SHARE_TEXTS.share}
      </Button>
      {share.isError && (
        <Typography role="alert" color="error">
          {share.error.message}
        </Typography>
      )}
    </Stack>
  );
}

/** /pick/{id}: a settled pick's page, with its card once public (docs/screens.md#shared-pick). */
export function SharedPickPage({ pickId }: { pickId: string }) {
  const pick = useSharedPick(pickId);
  if (pick.isPending) return <Typography role="status">Loading pick...</Typography>;
  if (pick.isError) {
    const notSettled = pick.error instanceof ApiError && pick.error.status === 409;
    return (
      <Typography variant="h2" component="h1">
        {notSettled ? PICK_NOT_SETTLED_MESSAGE : PICK_NOT_FOUND_MESSAGE}
      </Typography>
    );
  }
  const data = pick.data;
  return (
    <Stack spacing={3} sx={{ pb: 4 }}>
      <Typography variant="h1">@{data.username}’s pick</Typography>
      <PickSummary pick={data} />
      {data.is_owner && <OwnerControls pick={data} />}
      {data.is_public && (
        <Stack spacing={2}>
          <CopyLink path={data.page_path} />
          <Box
            component="img"
            src={data.card_path}
            alt={`Card: ${data.away_team} @ ${data.home_team}, ${data.pick_words}, ${outcomeInWords(data.outcome)}`}
            width={1200}
            height={630}
            sx={{ width: '100%', maxWidth: 600, height: 'auto', borderRadius: 1 }}
          />
        </Stack>
      )}
    </Stack>
  );
}
