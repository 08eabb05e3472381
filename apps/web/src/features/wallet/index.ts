/** What other features' pages may use from `wallet` (scripts/check-boundaries.mjs). */
export type { ChipInModalProps } from './components/ChipInModal';
export { DonateInstead, type DonateInsteadProps } from './components/DonateInstead';
export type { DonateModalProps } from './components/DonateModal';
export type { GuestChipInModalProps } from './components/GuestChipInModal';
// Loaded when first opened (`components/lazy-chip-in.tsx`).
export {
  LazyChipInModal as ChipInModal,
  LazyDonateModal as DonateModal,
  LazyGuestChipInModal as GuestChipInModal,
} from './components/lazy-chip-in';
