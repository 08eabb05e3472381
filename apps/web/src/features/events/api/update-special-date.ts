import type { SpecialDate } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { todayHere } from '@/lib/dates';
import { specialDateKeys } from '@/lib/query-keys';
import { specialDateResponse } from './get-special-date';
import type { SpecialDateBody } from './save-special-date';

/** PUT special/dates/update/{id}: only my own dates (the profile birthday changes in the profile). */
export async function updateSpecialDate({
  id,
  body,
}: {
  id: string;
  body: Partial<SpecialDateBody>;
}): Promise<SpecialDate> {
  const { data } = await apiRequest(`/special/dates/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    query: { today: todayHere() },
    body,
    schema: specialDateResponse,
  });
  return data;
}

export function useUpdateSpecialDate() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: updateSpecialDate,
    // Other cached dates (home, calendar) may move with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialDateKeys.all }),
  });
}
