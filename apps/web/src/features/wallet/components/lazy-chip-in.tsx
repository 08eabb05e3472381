import { lazy, Suspense } from 'react';
import type { ChipInModalProps } from './ChipInModal';
import type { GuestChipInModalProps } from './GuestChipInModal';

/**
 * The chip-in dialogs (amounts, payment methods, the card form, Stripe) load when a person first
 * chooses "Aporto dinero", not with the list page: a guest opening a shared list paints without them.
 */
const ChipIn = lazy(() => import('./ChipInModal').then((m) => ({ default: m.ChipInModal })));
const GuestChipIn = lazy(() => import('./GuestChipInModal').then((m) => ({ default: m.GuestChipInModal })));

export function LazyChipInModal(props: ChipInModalProps) {
  return (
    <Suspense fallback={null}>
      <ChipIn {...props} />
    </Suspense>
  );
}

export function LazyGuestChipInModal(props: GuestChipInModalProps) {
  return (
    <Suspense fallback={null}>
      <GuestChipIn {...props} />
    </Suspense>
  );
}
