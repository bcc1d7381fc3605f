import type { AdminJobPath, AdminJobResponse } from '@takeline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /{job}: the admin lifecycle triggers of RULES.md section 8 (admin token required). */
export function runAdminJob(path: AdminJobPath): Promise<AdminJobResponse> {
  return apiFetch<AdminJobResponse>(path);
}

/** A job changes games, scores and balances: every screen's data is refreshed afterwards. */
export function useRunAdminJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAdminJob,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
