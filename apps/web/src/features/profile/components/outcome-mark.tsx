import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import type { Outcome } from '@takeline/contract';

/**
 * docs/screens.md#outcome-marks: Win a green tick, Loss a red cross, Draw and Pending a grey
 * "Pending".
 */
export function OutcomeMark({ outcome }: { outcome: Outcome }) {
  if (outcome === 'Win') {
    return <CheckIcon titleAccess="Win" sx={{ color: 'success.main', verticalAlign: 'middle' }} />;
  }
  if (outcome === 'Loss') {
    return <CloseIcon titleAccess="Loss" sx={{ color: 'error.main', verticalAlign: 'middle' }} />;
  }
  // A push reads "Pending" (docs/screens.md#outcome-marks); the hint says the stake came back.
  return (
    <Box
      component="span"
      title={outcome === 'Draw' ? 'Push: stake returned' : undefined}
      sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
    >
      Pending
    </Box>
  );
}
