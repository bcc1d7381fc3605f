import type { SharedPick } from '@takeline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const sharedPickKey = (pickId: string) => ['shared-pick', pickId] as const;

/** A settled pick: public, or yours (docs/screens.md#shared-pick). 404 and 409 otherwise. */
export function useSharedPick(pickId: string) {
  return useQuery({
    queryKey: sharedPickKey(pickId),
    queryFn: ({ signal }) => callApi('sharedPick', { params: { pickId }, signal }),
  });
}

/** Shares your pick, or stops sharing it; the page shows the answer at once. */
export function useSharePick(pickId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shared: boolean) => callApi('sharePick', { params: { pickId }, body: { shared } }),
    onSuccess: (pick: SharedPick) => queryClient.setQueryData(sharedPickKey(pickId), pick),
  });
}
