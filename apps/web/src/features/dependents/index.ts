/** What other features' pages may use from `dependents` (scripts/check-boundaries.mjs). */

/** The profiles I look after: «¿Para quién es?» on a new list, «Apuntar a Leo» in an amigo invisible. */
export { useMyDependents } from './api/dependents';
/** «Su familia» on a friend's page. */
export { FriendFamily } from './components/FriendFamily';
