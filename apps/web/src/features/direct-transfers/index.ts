/** What other features' pages may use from `direct-transfers` (scripts/check-boundaries.mjs). */

/** The giver's "Transferencia directa" for one gift: for the "¿Cómo quieres pagar?" chooser, or on its own. */
export { DirectTransferPanel, type DirectTransferPanelProps } from './components/DirectTransferPanel';
/** On a list's page, for givers: which gift, what is pending, and the panel. */
export { DirectTransferSection } from './components/DirectTransferSection';
/** The owner's IBAN and Bizum for a list (the list's edit page). */
export { DirectTransferSettings } from './components/DirectTransferSettings';
/** The owner's transfers to confirm ("Me ha llegado" / "No me ha llegado"), on their list's page. */
export { PendingPledges } from './components/PendingPledges';
