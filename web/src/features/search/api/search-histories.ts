import { searchApi } from '@questboard/contract/search';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidate, keyOf } from '../../../lib/query-keys';
import { toastError } from '../../../lib/toast';

/** The signed-in user's recent searches (GET /search/histories). */
export function useSearchHistories(enabled: boolean) {
  return useQuery({
    queryKey: keyOf(searchApi.histories),
    queryFn: ({ signal }) => api.call(searchApi.histories, { signal }),
    enabled,
  });
}

/** Remembers a keyword picked in the box (GET /search answers and records it). */
export function useRememberSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyword: string) => api.call(searchApi.search, { query: { keyword, limit: 1 } }),
    onSettled: () => invalidate(queryClient, searchApi.histories),
  });
}

/** Forgets one recent search, or all of them when `id` is undefined. */
export function useForgetSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | undefined) =>
      id ? api.call(searchApi.deleteHistory, { params: { id } }) : api.call(searchApi.clearHistories),
    onSuccess: () => invalidate(queryClient, searchApi.histories),
    onError: (error) => toastError(error),
  });
}
