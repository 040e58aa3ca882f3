import { QueryClient } from '@tanstack/react-query';

/** Server data cache shared by every screen; cleared when the session ends. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
