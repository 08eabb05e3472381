import { lazy, Suspense } from 'react';
import type { ChipInModalProps } from './ChipInModal';
import type { DonateModalProps } from './DonateModal';
import type { GuestChipInModalProps } from './GuestChipInModal';

/**
 * The chip-in and donation dialogs (amounts, payment methods, the card form, Stripe, the tax id check) load when
 * a person first chooses "Aporto dinero" or "Donar", not with the page: a guest opening a shared list, an event or
 * an ONG's page paints without them.
 */
const ChipIn = lazy(() => import('./ChipInModal').then((m) => ({ default: m.ChipInModal })));
const Donate = lazy(() => import('./DonateModal').then((m) => ({ default: m.DonateModal })));
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

export function LazyDonateModal(props: DonateModalProps) {
  return (
    <Suspense fallback={null}>
      <Donate {...props} />
    </Suspense>
  );
}
