import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden';

/**
 * The "demo" mark beside a simulated demo player's name (docs/screens.md#demo-mark), on
 * the leaderboard, participants and public profiles. Screen readers hear "demo,
 * simulated player"; nothing shows for a real player.
 */
export function DemoMark({ isDemo }: { isDemo: boolean }) {
  if (!isDemo) return null;
  return (
    <Box
      component="span"
      title="A simulated demo player"
      sx={{
        display: 'inline-block',
        ml: 0.75,
        px: 0.75,
        border: 1,
        borderColor: 'text.secondary',
        borderRadius: 1,
        color: 'text.secondary',
        fontSize: '0.75rem',
        fontWeight: 500,
        lineHeight: 1.5,
        verticalAlign: 'middle',
        whiteSpace: 'nowrap',
      }}
    >
      demo
      <Box component="span" sx={visuallyHidden}>
        , simulated player
      </Box>
    </Box>
  );
}
