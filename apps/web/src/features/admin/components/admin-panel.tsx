import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_JOBS, type AdminJobPath, type AdminJobResponse } from '@takeline/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useRunAdminJob } from '../api/run-admin-job';
import { formatCounts, formatFeed } from '../model/admin-results';

export type AdminJobResult =
  | { path: AdminJobPath; ok: true; response: AdminJobResponse }
  | { path: AdminJobPath; ok: false; message: string };

export interface AdminPanelViewProps {
  running: AdminJobPath | null;
  result: AdminJobResult | null;
  onRun: (path: AdminJobPath) => void;
}

function ResultAlert({ result }: { result: AdminJobResult }) {
  const job = ADMIN_JOBS.find((candidate) => candidate.path === result.path);
  if (!result.ok) {
    return (
      <Alert severity="error">
        {job?.label ?? result.path} failed: {result.message}
      </Alert>
    );
  }
  const feed = formatFeed(result.response.feed);
  return (
    <Alert severity="success">
      <strong>{job?.alert ?? result.response.message}</strong>{' '}
      {formatCounts(result.response.counts)}
      {feed && <div>{feed}</div>}
    </Alert>
  );
}

/** Spec section 2: the admin "Takeline Event Management" block with its seven buttons. */
export function AdminPanelView({ running, result, onRun }: AdminPanelViewProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="admin-panel-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="admin-panel-title" variant="h2" sx={{ mb: 2 }}>
        Takeline Event Management
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {ADMIN_JOBS.map((job) => (
          <Button
            key={job.path}
            variant="outlined"
            size="small"
            disabled={running !== null}
            onClick={() => onRun(job.path)}
          >
            {running === job.path ? `${job.label}...` : job.label}
          </Button>
        ))}
        <Button component={RouterLink} to={paths.testEvents} size="small">
          Test Events
        </Button>
      </Stack>
      <Stack role="status" aria-live="polite" sx={{ mt: result ? 2 : 0 }}>
        {result && <ResultAlert result={result} />}
      </Stack>
    </Paper>
  );
}

export function AdminPanel() {
  const run = useRunAdminJob();
  const [result, setResult] = useState<AdminJobResult | null>(null);
  return (
    <AdminPanelView
      running={run.isPending ? (run.variables ?? null) : null}
      result={result}
      onRun={(path) =>
        run.mutate(path, {
          onSuccess: (response) => setResult({ path, ok: true, response }),
          onError: (error) =>
            setResult({ path, ok: false, message: errorMessage(error, 'Request failed') }),
        })
      }
    />
  );
}
