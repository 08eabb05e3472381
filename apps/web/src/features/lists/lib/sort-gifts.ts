import type { Gift } from '@detalle/contract';

const statusOrder: Record<Gift['status'], number> = { available: 0, reserved: 1, given: 2 };
const priorityOrder: Record<Gift['priority'], number> = { alta: 0, media: 1, baja: 2 };

/** What can still be given comes first, most wanted first; the order they were added breaks ties. */
export function sortGifts(gifts: readonly Gift[]): Gift[] {
  return [...gifts].sort(
    (a, b) =>
      statusOrder[a.status] - statusOrder[b.status] || priorityOrder[a.priority] - priorityOrder[b.priority],
  );
}
