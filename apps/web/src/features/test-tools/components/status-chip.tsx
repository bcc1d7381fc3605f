import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { EventStatus } from '@takeline/contract';
import { STATUS_LABELS } from '../model/event-status';

const TONES: Record<EventStatus, 'info' | 'warning' | 'success' | 'error'> = {
  upcoming: 'info',
  in_progress: 'warning',
  completed: 'success',
  settled: 'success',
  cancelled: 'error',
};

/** The label keeps the body text colour (readable in both schemes); the tone is in the dot and border. */
export function StatusChip({ status }: { status: EventStatus }) {
  const tone = TONES[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={STATUS_LABELS[status]}
      icon={
        <Box
          component="span"
          aria-hidden="true"
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: `${tone}.main` }}
        />
      }
      sx={{ color: 'text.primary', borderColor: `${tone}.main` }}
    />
  );
}
