/** What other features' pages may use from `events` (scripts/check-boundaries.mjs). */
export { LinkedEvent } from './components/LinkedEvent';
