// What other modules use of lists: who may see one, its gifts, its reveal and how its gifts are funded.
export {
  dependentKind,
  findListReachedOtherwise,
  findVisibleList,
  isOwnerOf,
  ownList,
} from './find-list.js';
export {
  contributionsClosed,
  freeForOneGiver,
  givenTo,
  goalOf,
  leastQuantity,
  moneyTarget,
  notFreeError,
} from './funding.js';
export { giftsOf, loadGifts } from './list-gifts.js';
export {
  isFriendOfAnOwner,
  isListOwner,
  listOwnedBy,
  notBlockedByAnOwner,
  ownedByPersonOrFriend,
  ownerIdsOf,
  ownersColumn,
  ownsList,
} from './owners.js';
export {
  giverShown,
  isListRevealed,
  listRevealed,
  revealDayOf,
  revealedOf,
  revealFor,
  revealOf,
  revealsOnColumn,
} from './reveal.js';
export { canSeeList, listedListCondition } from './visibility.js';
