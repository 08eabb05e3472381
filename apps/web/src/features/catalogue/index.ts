/** What other features' pages may use from `catalogue` (scripts/check-boundaries.mjs). */
export { CategoryShortcuts } from './components/CategoryShortcuts';
export { FeaturedProducts } from './components/FeaturedProducts';
export { HomeSearch } from './components/HomeSearch';
export { ProductDetail } from './pages/ProductDetail';
