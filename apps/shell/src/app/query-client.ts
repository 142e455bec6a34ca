import { QueryClient } from '@tanstack/react-query';

/** Server data of the signed-in pages; the HTTP client already reports errors to the user. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
