import { lazyPart } from '@/components/feedback/lazy-part';
import { loadCode } from '@/lib/load-code';

/**
 * The chip-in and donation dialogs (amounts, payment methods, the card form, Stripe, the tax id check) load when
 * a person first chooses "Aporto dinero" or "Donar", not with the page: a guest opening a shared list, an event or
 * an ONG's page paints without them.
 */
export const LazyChipInModal = lazyPart(
  () => loadCode(() => import('./ChipInModal')),
  (m) => m.ChipInModal,
);
export const LazyGuestChipInModal = lazyPart(
  () => loadCode(() => import('./GuestChipInModal')),
  (m) => m.GuestChipInModal,
);
export const LazyDonateModal = lazyPart(
  () => loadCode(() => import('./DonateModal')),
  (m) => m.DonateModal,
);
