/** What other features' pages may use from `ongs` (scripts/check-boundaries.mjs). */
export { useOngs } from './api/ongs';
