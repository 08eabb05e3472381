import type { Gift, GuestIntent, Reveal } from '@detalle/contract';
import { Button, Stack } from '@mantine/core';
import { IconGift, IconShoppingBagCheck } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { busyButtonClass, openAfterBusy, smallBusyButtonClass } from '@/components/feedback/busy-button';
import { useTranslation } from '@/i18n';
import { ChipInButton, type ChipInHandler } from './ChipInButton';
import { GuestClaimForm } from './GuestClaimForm';

type GuestGiveActionsProps = {
  gift: Gift;
  /** The list owner's first name (who will or will not see the guest's name after the reveal). */
  ownerName: string;
  /** The list's reveal: what the guest's form promises about their name depends on it. */
  reveal: Reveal;
  /** "Aporto dinero" without an account: opens the page's guest chip-in form, when it has one. */
  onChipIn?: ChipInHandler;
};

/**
 * The ways to give for someone without a session on a shared list: "Lo compro yo" and "Ya lo compré por mi
 * cuenta" (name and e-mail, confirmed by the e-mailed link), and "Aporto dinero" where the page offers it.
 */
export function GuestGiveActions({ gift, ownerName, reveal, onChipIn }: GuestGiveActionsProps) {
  const { t } = useTranslation();
  const [intent, setIntent] = useState<GuestIntent | null>(null);
  if (gift.status !== 'available') return null;
  if (intent)
    return (
      <GuestClaimForm
        giftId={gift.id}
        intent={intent}
        ownerName={ownerName}
        reveal={reveal}
        onCancel={() => setIntent(null)}
      />
    );

  // The tap's own frame only turns the pressed button's icon into a spinner, and that is set on the button
  // straight away (`aria-busy`, drawn by CSS): drawn with React, it took a slow phone's tap 100–300 ms before
  // any paint. The form (its fields, switch and buttons) is drawn once that frame is on screen. The button
  // keeps the focus until the form replaces it, and the form's first field takes it then: it never falls to
  // the page.
  const open = (next: GuestIntent) => (event: MouseEvent<HTMLButtonElement>) =>
    openAfterBusy(event.currentTarget, () => setIntent(next));

  const { funding } = gift;
  const contributed = (funding?.raised ?? 0) > 0;
  const chipIn = <ChipInButton gift={gift} onChipIn={onChipIn} />;
  // Money toward it already: it is a group gift now, nobody's to reserve whole (GIFT_HAS_CONTRIBUTIONS).
  // A fund is never reserved or bought whole: giving money is the only way.
  if (contributed || gift.kind === 'fund') return chipIn;
  return (
    <Stack gap="xs">
      <Button
        fullWidth
        className={busyButtonClass}
        leftSection={<IconGift size={18} aria-hidden />}
        aria-label={t('giving.guest.reserveLabel', { name: gift.product.name })}
        onClick={open('reserve')}
      >
        {t('giving.guest.reserve')}
      </Button>
      {chipIn}
      <Button
        fullWidth
        variant="subtle"
        size="compact-sm"
        className={`${busyButtonClass} ${smallBusyButtonClass}`}
        leftSection={<IconShoppingBagCheck size={16} aria-hidden />}
        aria-label={t('giving.guest.boughtLabel', { name: gift.product.name })}
        onClick={open('bought')}
      >
        {t('giving.guest.bought')}
      </Button>
    </Stack>
  );
}
