import Alert from '@mui/material/Alert';

export interface Notice {
  severity: 'success' | 'error' | 'warning' | 'info';
  text: string;
}

/** The outcome of the last button press, dismissible; announced to screen readers. */
export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} onClose={onClose} sx={{ whiteSpace: 'pre-line' }}>
      {notice.text}
    </Alert>
  );
}
