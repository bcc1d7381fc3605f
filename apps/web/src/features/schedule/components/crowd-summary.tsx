import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CrowdSummaryMarket, GameWithLine, Market } from '@takeline/contract';
import { type CrowdTone, crowdLineText, crowdSegments, crowdSplitText } from '../model/crowd-split';

const TONE_COLOUR: Record<CrowdTone, string> = {
  take: 'primary.main',
  draw: 'secondary.main',
  pass: 'grey.500',
};

/**
 * docs/screens.md#crowd-on-the-schedule: the community's split of one market as a bar (with
 * the same in words), and for spread and totals the crowd's line beside the book's.
 */
export function CrowdSummary({
  game,
  market,
  crowd,
}: {
  game: GameWithLine;
  market: Market;
  crowd: CrowdSummaryMarket | null | undefined;
}) {
  const segments = crowdSegments(game, market, crowd);
  const lines = crowdLineText(game, market, crowd);
  if (segments.length === 0 || !crowd) {
    return (
      <Typography variant="caption" color="text.secondary" data-testid={`crowd-${market}`}>
        No crowd yet
      </Typography>
    );
  }
  const words = crowdSplitText(segments, crowd.picks);
  return (
    <Stack spacing={0.25} data-testid={`crowd-${market}`}>
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          height: 6,
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          maxWidth: 220,
        }}
      >
        {segments.map((segment) => (
          <Box
            key={segment.label}
            // The share goes in `style`: in `sx` every new share would be a new emotion class
            // and stylesheet rule, and each inserted rule makes the browser restyle the whole
            // page, once per live crowd event (decision 0166).
            style={{ width: `${segment.share * 100}%` }}
            sx={{ bgcolor: TONE_COLOUR[segment.tone], transition: 'width 300ms' }}
          />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        <Box component="span" sx={{ fontWeight: 600 }}>
          Crowd:
        </Box>{' '}
        {words}
      </Typography>
      {lines && (
        <Typography variant="caption" data-testid={`crowd-line-${market}`}>
          Book {lines.book} ·{' '}
          <Box component="strong" sx={{ color: 'primary.main' }}>
            Crowd {lines.crowd}
          </Box>
        </Typography>
      )}
    </Stack>
  );
}
