/** What other features' pages may use from `system` (scripts/check-boundaries.mjs). */
export { default as NotFoundPage } from './pages/NotFoundPage';
