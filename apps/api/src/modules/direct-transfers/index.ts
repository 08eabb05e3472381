/**
 * "Transferencia directa": the list's owner who receives its money shows their own IBAN (and Bizum); givers send
 * money from their bank and say so; an owner confirms it arrived, and only then it counts toward a gift's goal
 * (`gifts.direct`). No money passes through Detalle: nothing here touches the wallet, the payments or the ledger.
 */

export { forgetDetailsOfList, forgetDetailsReceivedBy } from './details.js';
export { default as directTransferRoutes } from './routes/index.js';
