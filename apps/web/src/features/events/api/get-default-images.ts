import { dataEnvelope, defaultImageSchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { eventKeys } from './keys';

export type DefaultImage = z.infer<typeof defaultImageSchema>;

/** GET configuracion/eventDefaultImage: our own pictures for an event without a photo. */
export async function getEventDefaultImages(signal?: AbortSignal): Promise<DefaultImage[]> {
  const { data } = await apiRequest('/configuracion/eventDefaultImage', {
    schema: dataEnvelope(z.array(defaultImageSchema)),
    signal,
  });
  return data;
}

export function useEventDefaultImages() {
  return useQuery(
    queryOptions({
      queryKey: eventKeys.defaultImages,
      queryFn: ({ signal }) => getEventDefaultImages(signal),
      // They only change with a new version of the app.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
