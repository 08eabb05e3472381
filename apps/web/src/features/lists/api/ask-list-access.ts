import type { Relation } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

const relationResponse = () => import('./schemas').then((m) => m.relationResponse);

/**
 * POST list/shared/{id}/askAccess: from a friends-only list's link, ask its owner for friendship (whose id the
 * page never learns). Answers the relation that results: a request sent, or friends when they had asked first.
 */
export async function askListAccess(listId: string): Promise<Relation> {
  const { data } = await apiRequest(`/list/shared/${encodeURIComponent(listId)}/askAccess`, {
    method: 'POST',
    schema: relationResponse,
  });
  return data.relation;
}

export const useAskListAccess = () => useMutation({ mutationFn: askListAccess, meta: { errorInline: true } });
