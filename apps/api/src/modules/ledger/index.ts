// What other modules use of the ledger: writing and ending transfers, accounts, and balances.
export {
  type AccountRef,
  accountId,
  isOverdraft,
  paymentShareIn,
  personBalances,
  post,
  reverse,
  transfer,
  voidTransfer,
} from './ledger.js';
