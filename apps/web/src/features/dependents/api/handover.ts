import {
  dataEnvelope,
  type HandoverPreview,
  type handoverAcceptSchema,
  handoverPreviewSchema,
  type SessionUser,
  sessionUserSchema,
} from '@detalle/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { dependentKeys } from '@/lib/query-keys';

/** POST dependent/handover-look (signed out): whose profile, who invites, how many lists (a POST: the secret stays out of URLs). */
export function useHandoverPreview(token: string | null) {
  return useQuery({
    queryKey: dependentKeys.handover(token ?? ''),
    queryFn: ({ signal }): Promise<HandoverPreview> =>
      apiRequest('/dependent/handover-look', {
        method: 'POST',
        body: { token },
        schema: dataEnvelope(handoverPreviewSchema),
        signal,
      }).then((r) => r.data),
    enabled: token !== null,
    // A used or withdrawn invitation stays so: asking again would only say it twice.
    retry: false,
    // The key holds the secret, and a used invitation must not show again after a reload.
    meta: { persist: false },
  });
}

export type HandoverAcceptBody = z.output<typeof handoverAcceptSchema>;

/** POST dependent/handover-accept: the profile becomes my account; answers the session, as signing in does. */
export function useAcceptHandover() {
  return useMutation({
    mutationFn: (body: HandoverAcceptBody): Promise<SessionUser> =>
      apiRequest('/dependent/handover-accept', {
        method: 'POST',
        body,
        schema: dataEnvelope(sessionUserSchema),
      }).then((r) => r.data),
    meta: { errorInline: true },
  });
}
