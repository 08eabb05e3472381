/** What other features' pages may use from `wallet` (scripts/check-boundaries.mjs). */
export { ChipInModal, type ChipInModalProps } from './components/ChipInModal';
export { DonateInstead, type DonateInsteadProps } from './components/DonateInstead';
export { DonateModal, type DonateModalProps } from './components/DonateModal';
export { GuestChipInModal, type GuestChipInModalProps } from './components/GuestChipInModal';
