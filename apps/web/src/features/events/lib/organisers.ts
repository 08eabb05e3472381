import type { Event, PersonSummary } from '@detalle/contract';
import { everyoneOf } from '@/lib/together';

/**
 * Everyone who organises it (a couple's party: two), the one who receives the money first. An answer that names
 * only `organiser` gives them alone.
 */
export const organisersOf = (event: Event & { organisers?: PersonSummary[] }): PersonSummary[] =>
  everyoneOf(event.organiser, event.organisers);
