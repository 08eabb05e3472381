/** What other features' pages may use from `lists` (scripts/check-boundaries.mjs). */

/** My own lists (amigo invisible: the list for the exchange). */
export { myListsQuery } from './api/get-lists';
/** The gift calls (reserve, release, bought…): amigo invisible gives from the recipient's wish list with them. */
export { giftAction } from './api/reserve-gift';
export { AddToList } from './components/AddToList';
export { EventGiftList } from './components/EventGiftList';
export { FeaturedLists } from './components/FeaturedLists';
/** A list as a small tile (picture, name, a line of detail): "Mi familia" shows a dependent's lists with it. */
export { ListTile } from './components/ListTile';
export { MyListsGlance } from './components/MyListsGlance';
export { ListDetail } from './pages/ListDetail';
