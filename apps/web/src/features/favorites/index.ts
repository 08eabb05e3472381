/** What other features' pages may use from `favorites` (scripts/check-boundaries.mjs). */
export { FavoriteButton } from './components/FavoriteButton';
