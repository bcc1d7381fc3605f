import Chip from '@mui/material/Chip';
import type { EventStatus } from '@takeline/contract';
import { STATUS_LABELS } from '../lib/format';

const COLORS: Record<EventStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  upcoming: 'info',
  in_progress: 'warning',
  completed: 'success',
  settled: 'success',
  cancelled: 'error',
};

export function StatusChip({ status }: { status: EventStatus }) {
  return (
    <Chip size="small" label={STATUS_LABELS[status]} color={COLORS[status]} variant="outlined" />
  );
}
