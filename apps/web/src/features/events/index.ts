/** What other features' pages may use from `events` (scripts/check-boundaries.mjs). */

/** Delete a special date, mine or (with `forDependent`) a dependent's. */
export { useDeleteSpecialDate } from './api/delete-special-date';
export { LinkedEvent } from './components/LinkedEvent';
/** Add a special date, mine or (with `forDependent`) a dependent's: "Mi familia" uses it for theirs. */
export { SpecialDateModal } from './components/SpecialDateModal';
