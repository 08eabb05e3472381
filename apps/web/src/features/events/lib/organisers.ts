import type { Event, PersonSummary } from '@detalle/contract';
import { everyoneOf } from '@/lib/together';

/** Everyone who organises it (parents organising a christening), the one who receives the money first. */
export const organisersOf = (event: Event): PersonSummary[] => everyoneOf(event.organiser, event.organisers);
