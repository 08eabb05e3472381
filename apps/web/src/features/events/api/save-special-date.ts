import type { SpecialDate, specialDateInputSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { todayHere } from '@/lib/dates';
import { specialDateKeys } from '@/lib/query-keys';
import { specialDateResponse } from './get-special-date';

export type SpecialDateBody = z.output<typeof specialDateInputSchema>;

/**
 * POST special/dates/save: a birthday, an anniversary or a date of one's own; with `forDependent`, one of a
 * dependent I look after (`?for=`).
 */
export async function saveSpecialDate(body: SpecialDateBody, forDependent?: string): Promise<SpecialDate> {
  const { data } = await apiRequest('/special/dates/save', {
    method: 'POST',
    // The answer's next occurrence is counted from the person's day, not the server's.
    query: { today: todayHere(), for: forDependent },
    body,
    schema: specialDateResponse,
  });
  return data;
}

export function useSaveSpecialDate(forDependent?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: (body: SpecialDateBody) => saveSpecialDate(body, forDependent),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialDateKeys.all }),
  });
}
