import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-client';

export interface Notice {
  severity: 'success' | 'error' | 'warning' | 'info';
  /** The alert itself: the exact string where docs/screens.md#test-event-detail has one. */
  text: string;
  /** What the server added (counts settled, the reason of a refusal), shown beneath. */
  detail?: string;
}

/** A failed step: the alert's own text, and the server's reason as the detail. */
export function failureNotice(text: string, error: unknown): Notice {
  const detail = errorMessage(error, '');
  return { severity: 'error', text, ...(detail && detail !== text ? { detail } : {}) };
}

/**
 * The outcome of the last button press, dismissible; announced to screen
 * readers. The detail sits outside the alert, so the alert reads exactly as
 * the screen words it (docs/screens.md#exact-texts, decision 0035).
 */
export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose?: () => void }) {
  if (!notice) return null;
  return (
    <Stack spacing={0.5}>
      <Alert severity={notice.severity} onClose={onClose}>
        {notice.text}
      </Alert>
      {notice.detail && (
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="notice-detail"
          sx={{ px: 2, whiteSpace: 'pre-line' }}
        >
          {notice.detail}
        </Typography>
      )}
    </Stack>
  );
}
