import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ADMIN_JOB_BUTTONS,
  ADMIN_JOBS,
  type AdminJobName,
  type AdminJobResponse,
} from '@takeline/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useRunAdminJob } from '../api/run-admin-job';
import { formatCounts, formatFeed } from '../model/admin-results';

export type AdminJobResult =
  | { job: AdminJobName; ok: true; response: AdminJobResponse }
  | { job: AdminJobName; ok: false; message: string };

export interface AdminPanelViewProps {
  running: AdminJobName | null;
  result: AdminJobResult | null;
  onRun: (job: AdminJobName) => void;
}

function ResultAlert({ result }: { result: AdminJobResult }) {
  const job = ADMIN_JOBS.find((candidate) => candidate.job === result.job);
  if (!result.ok) {
    return (
      <Alert severity="error">
        {job?.label ?? result.job} failed: {result.message}
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

/**
 * docs/screens.md#admin-block: the admin "Takeline Event Management" block with its seven buttons.
 */
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
        {ADMIN_JOB_BUTTONS.map((job) => (
          <Button
            key={job.job}
            variant="outlined"
            size="small"
            disabled={running !== null}
            onClick={() => onRun(job.job)}
          >
            {running === job.job ? `${job.label}...` : job.label}
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
      onRun={(job) =>
        run.mutate(job, {
          onSuccess: (response) => setResult({ job, ok: true, response }),
          onError: (error) =>
            setResult({ job, ok: false, message: errorMessage(error, 'Request failed') }),
        })
      }
    />
  );
}
