// What other modules use of friends: the social graph, and a person's public columns and name.
export {
  areFriends,
  blockedIdsOf,
  friendIdList,
  friendIdsOf,
  isBlocked,
  isFriendOf,
  notBlockedWith,
} from './graph.js';
export { fullName, personColumns } from './person-columns.js';
// A list's page offers asking its owner for friendship when the list is for friends only (giving/).
export { requestFriendship } from './service.js';
