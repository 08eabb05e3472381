import { type DrawResult, dataEnvelope, drawResultSchema } from '@detalle/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { drawKeys } from '@/lib/query-keys';

const resultResponse = dataEnvelope(drawResultSchema);

/**
 * GET draw/myResult/{id}: whom I give to, or (`forDependent`, `?for=`) whom a dependent I look after gives to.
 * Only fetched when the person asks to see it ("Ver a quién le regalo"): the first read marks it as seen, which
 * changes the organiser's redraw rules.
 */
export function useMyResult(id: string, enabled: boolean, forDependent?: string) {
  return useQuery({
    queryKey: forDependent ? drawKeys.resultFor(id, forDependent) : drawKeys.result(id),
    queryFn: ({ signal }) =>
      apiRequest(`/draw/myResult/${encodeURIComponent(id)}`, {
        query: { for: forDependent },
        schema: resultResponse,
        signal,
      }).then((r) => r.data),
    enabled,
  });
}

/** POST draw/reveal/{id}: from the exchange day, tell my recipient it was me. */
export function useRevealMyself(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/draw/reveal/${encodeURIComponent(id)}`, { method: 'POST', schema: resultResponse }).then(
        (r) => r.data,
      ),
    onSuccess: (result: DrawResult) => queryClient.setQueryData(drawKeys.result(id), result),
  });
}
