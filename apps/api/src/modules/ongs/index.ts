// What other modules use of ONGs: the charity of a list or event, and whether an ONG may receive or withdraw money.
export { assertCanReceiveMoney, assertCanWithdraw } from './receiving.js';
export {
  charityOf,
  isUnverifiedOng,
  isVerifiedOng,
  ongGone,
  verifiedOngFor,
  verifiedOngIds,
} from './visibility.js';
