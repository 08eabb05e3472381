import type { Gift, PersonSummary, Reveal } from '@detalle/contract';
import type { MoneyTo } from '@/lib/together';
import { LazyChipInModal, LazyGuestChipInModal } from './lazy-chip-in';

/** What a list's gifts give "Aporto dinero"'s form: the gift, the list's owner, date and reveal, and closing it. */
export type ChipInSlotProps = {
  gift: Gift;
  owner: PersonSummary;
  /** Whom the money reaches, when it needs saying ("El dinero llega a Lucía", "… a la hucha de Leo"). */
  moneyTo?: MoneyTo | null;
  listDate: string | null;
  reveal: Reveal;
  onClose: () => void;
};

/** "Aporto dinero" for a signed-in giver, for a list page's gifts (one form per gift: `key`). */
export function chipInSlot({ gift, owner, moneyTo, listDate, reveal, onClose }: ChipInSlotProps) {
  return (
    <LazyChipInModal
      key={gift.id}
      gift={gift}
      owner={owner}
      moneyTo={moneyTo}
      listDate={listDate}
      reveal={reveal}
      onClose={onClose}
    />
  );
}

// Asked for when a mouse points at or a person focuses "Aporto dinero", and by its tap (`openAfterBusy`).
chipInSlot.preload = LazyChipInModal.preload;

/** "Aporto dinero" for a guest: name, e-mail and a card for this payment only; the receipt is e-mailed. */
export function guestChipInSlot({ gift, owner, moneyTo, listDate, reveal, onClose }: ChipInSlotProps) {
  return (
    <LazyGuestChipInModal
      key={gift.id}
      gift={gift}
      ownerName={owner.name}
      ownerId={owner.id}
      moneyTo={moneyTo}
      listDate={listDate}
      reveal={reveal}
      onClose={onClose}
    />
  );
}

guestChipInSlot.preload = LazyGuestChipInModal.preload;
