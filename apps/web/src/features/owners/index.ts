/** What other features' pages may use from `owners` (scripts/check-boundaries.mjs). */

/** «Quién la lleva» / «Quién lo organiza»: the owners' section of a list's or an event's page. */
export { OwnersSection } from './components/OwnersSection';
