import type { AdminJobName } from '@takeline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The admin lifecycle triggers (docs/game-rules.md#admin-jobs) (admin token required). */
export function runAdminJob(job: AdminJobName) {
  return callApi('runAdminJob', { params: { job } });
}

/** A job changes games, scores and balances: every screen's data is refreshed afterwards. */
export function useRunAdminJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAdminJob,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
