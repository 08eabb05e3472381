/** What other features' pages may use from `wallet` (scripts/check-boundaries.mjs). */
// The chip-in forms as a list's gifts take them; each dialog loads when first opened (`components/lazy-chip-in.tsx`).
export { type ChipInSlotProps, chipInSlot, guestChipInSlot } from './components/chip-in-slots';
export { DonateInstead, type DonateInsteadProps } from './components/DonateInstead';
export type { DonateModalProps } from './components/DonateModal';
export { HuchaMovements } from './components/HuchaMovements';
/** «Pasar a mi billetera» on a dependent's page, under its hucha. */
export { HuchaToWallet, type HuchaToWalletProps } from './components/HuchaToWallet';
// Loaded when first opened (`components/lazy-chip-in.tsx`).
export { LazyDonateModal as DonateModal } from './components/lazy-chip-in';
