import { dataEnvelope, defaultImageSchema } from '@detalle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { defaultImageKeys } from '@/lib/query-keys';

export type DefaultImage = z.infer<typeof defaultImageSchema>;
/** Whose pictures: `configuracion/eventDefaultImage` or `configuracion/listDefaultImage`. */
export type DefaultImageKind = 'event' | 'list';

const paths: Record<DefaultImageKind, string> = {
  event: '/configuracion/eventDefaultImage',
  list: '/configuracion/listDefaultImage',
};

/** Our own pictures for an event or a list without a photo of its own. */
export async function getDefaultImages(
  kind: DefaultImageKind,
  signal?: AbortSignal,
): Promise<DefaultImage[]> {
  const { data } = await apiRequest(paths[kind], {
    schema: dataEnvelope(z.array(defaultImageSchema)),
    signal,
  });
  return data;
}

export function defaultImagesQuery(kind: DefaultImageKind) {
  return queryOptions({
    queryKey: defaultImageKeys.of(kind),
    queryFn: ({ signal }) => getDefaultImages(kind, signal),
    // They only change with a new version of the app.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDefaultImages(kind: DefaultImageKind) {
  return useQuery(defaultImagesQuery(kind));
}
