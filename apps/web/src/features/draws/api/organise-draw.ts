import type { DrawExclusion } from '@detalle/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { drawResponse, useStoreDraw } from './get-draw';

/**
 * The organiser's calls, each answering with the new draw: PUT draw/exclusions, POST draw/run, POST draw/redraw,
 * POST draw/householdExclusions.
 * Kept in one file because they share their answer and their cache update.
 */
const call = (path: string, method: 'POST' | 'PUT', body?: object) =>
  apiRequest(path, { method, body, schema: drawResponse }).then((r) => r.data);

export function useSetExclusions(id: string) {
  const store = useStoreDraw();
  return useMutation({
    mutationFn: (exclusions: DrawExclusion[]) =>
      call(`/draw/exclusions/${encodeURIComponent(id)}`, 'PUT', { exclusions }),
    onSuccess: store,
  });
}

/** DRAW_IMPOSSIBLE comes back with the rule to relax: shown inline where the button is. */
export function useRunDraw(id: string) {
  const store = useStoreDraw();
  return useMutation({
    mutationFn: () => call(`/draw/run/${encodeURIComponent(id)}`, 'POST'),
    onSuccess: store,
    meta: { errorInline: true },
  });
}

export function useRedraw(id: string) {
  const store = useStoreDraw();
  return useMutation({
    mutationFn: (tellEveryone: boolean) =>
      call(`/draw/redraw/${encodeURIComponent(id)}`, 'POST', { tellEveryone }),
    onSuccess: store,
    meta: { errorInline: true },
  });
}

/**
 * POST draw/householdExclusions/{id}: keeps participants who share a household from giving to each other (added
 * as exclusion pairs, each removable as any other).
 */
export function useHouseholdExclusions(id: string) {
  const store = useStoreDraw();
  return useMutation({
    mutationFn: () => call(`/draw/householdExclusions/${encodeURIComponent(id)}`, 'POST'),
    onSuccess: store,
    meta: { errorInline: true },
  });
}
