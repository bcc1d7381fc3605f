import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { toastStore, useToasts } from '@/lib/toasts';

/** Shows the oldest waiting toast (a settled pick), bottom centre, for 8 seconds. */
export default function ToastHost() {
  const [toast] = useToasts();
  if (!toast) return null;
  const close = () => toastStore.dismiss(toast.id);
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={8000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={toast.tone}
        variant="filled"
        onClose={close}
        data-testid="live-toast"
        sx={{ width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
