import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';

/**
 * No MUI theme here: the shell and Home's first screen are plain elements styled by
 * styles/*.css, and the screens and widgets drawn with MUI bring their theme provider with
 * them (components/mui-scope.tsx, decision 0185).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
