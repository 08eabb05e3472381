/** What other features' pages may use from `lists` (scripts/check-boundaries.mjs). */
export { AddToList } from './components/AddToList';
export { EventGiftList } from './components/EventGiftList';
export { FeaturedLists } from './components/FeaturedLists';
export { MyListsGlance } from './components/MyListsGlance';
export { ListDetail } from './pages/ListDetail';
