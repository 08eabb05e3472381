import type { EventDetail, eventInputSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { eventKeys } from '@/lib/query-keys';
import { eventResponse } from './get-event';

export type EventBody = z.output<typeof eventInputSchema>;

/** POST event/save: a new event, organised by the caller. */
export async function createEvent(body: EventBody): Promise<EventDetail> {
  const { data } = await apiRequest('/event/save', { method: 'POST', body, schema: eventResponse });
  return data;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: createEvent,
    onSuccess: async (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      await queryClient.invalidateQueries({ queryKey: eventKeys.all, refetchType: 'none' });
    },
  });
}
