import type { SpecialDate } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { todayHere } from '@/lib/dates';
import { specialDateKeys } from '@/lib/query-keys';
import { specialDateResponse } from './get-special-date';
import type { SpecialDateBody } from './save-special-date';

/**
 * PUT special/dates/update/{id}: only my own dates (the profile birthday changes in the profile); with
 * `forDependent`, a date of a dependent I look after (`?for=`).
 */
export async function updateSpecialDate({
  id,
  body,
  forDependent,
}: {
  id: string;
  body: Partial<SpecialDateBody>;
  forDependent?: string;
}): Promise<SpecialDate> {
  const { data } = await apiRequest(`/special/dates/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    query: { today: todayHere(), for: forDependent },
    body,
    schema: specialDateResponse,
  });
  return data;
}

export function useUpdateSpecialDate(forDependent?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: (change: { id: string; body: Partial<SpecialDateBody> }) =>
      updateSpecialDate({ ...change, forDependent }),
    // Other cached dates (home, calendar) may move with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialDateKeys.all }),
  });
}
