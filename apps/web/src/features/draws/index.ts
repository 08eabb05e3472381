/** What other features' pages may use from `draws` (scripts/check-boundaries.mjs). */

export { DrawsEntryButton } from './components/DrawsEntryButton';
export { EventDraws } from './components/EventDraws';
