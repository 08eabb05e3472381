import type { Gift, GuestIntent, Reveal } from '@detalle/contract';
import { Button, Stack } from '@mantine/core';
import { IconGift, IconShoppingBagCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipInButton } from './ChipInButton';
import { GuestClaimForm } from './GuestClaimForm';

type GuestGiveActionsProps = {
  gift: Gift;
  /** The list owner's first name (who will or will not see the guest's name after the reveal). */
  ownerName: string;
  /** The list's reveal: what the guest's form promises about their name depends on it. */
  reveal: Reveal;
  /** "Aporto dinero" without an account: opens the page's guest chip-in form, when it has one. */
  onChipIn?: (gift: Gift) => void;
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
        leftSection={<IconGift size={18} aria-hidden />}
        aria-label={t('giving.guest.reserveLabel', { name: gift.product.name })}
        onClick={() => setIntent('reserve')}
      >
        {t('giving.guest.reserve')}
      </Button>
      {chipIn}
      <Button
        fullWidth
        variant="subtle"
        size="compact-sm"
        leftSection={<IconShoppingBagCheck size={16} aria-hidden />}
        aria-label={t('giving.guest.boughtLabel', { name: gift.product.name })}
        onClick={() => setIntent('bought')}
      >
        {t('giving.guest.bought')}
      </Button>
    </Stack>
  );
}
