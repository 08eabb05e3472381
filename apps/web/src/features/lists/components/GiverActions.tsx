import type { Gift, Reveal } from '@detalle/contract';
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconExternalLink,
  IconGift,
  IconPackageExport,
  IconShoppingBagCheck,
  IconX,
} from '@tabler/icons-react';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { hasMoneyToward } from '@/lib/funding';
import { httpUrl } from '@/lib/safe-url';
import { secrecyPromise } from '@/lib/secrecy';
import { type GiftAction, useGiftAction } from '../api/reserve-gift';
import { ChipInButton, type ChipInHandler } from './ChipInButton';
import { takesMoney } from './FundingProgress';
import { useGiftError } from './use-gift-error';

const doneMessages = {
  reserve: 'gifts.give.reserved',
  release: 'gifts.give.released',
  given: 'gifts.give.markedGiven',
  bought: 'gifts.give.markedBought',
} as const;

type GiverActionsProps = {
  gift: Gift;
  /** The list owner's first name, for "Le diremos a Ana…". */
  ownerName: string;
  /** The list's reveal: whether "Ya lo compré por mi cuenta" may promise that the owner will not know yet. */
  reveal: Reveal;
  /** The gift as the server now has it: the list moves the focus to it (the pressed button is gone). */
  onChanged: (gift: Gift) => void;
  /** "Aporto dinero" on a group gift: opens the page's chip-in form (the wallet's), when it has one. */
  onChipIn?: ChipInHandler;
};

/**
 * What a giver can do to a gift, each answer told with a toast and the gift as it now is passed on; releasing,
 * marking given and marking bought ask first (the last two cannot be undone).
 */
function useGiverActions({
  gift,
  ownerName,
  reveal,
  onChanged,
}: Pick<GiverActionsProps, 'gift' | 'ownerName' | 'reveal' | 'onChanged'>) {
  const { t } = useTranslation();
  const action = useGiftAction();
  const onError = useGiftError(gift.listId);

  // mutateAsync: what follows runs even if the card re-rendered or moved meanwhile.
  const run = async (kind: GiftAction) => {
    let changed: Gift;
    try {
      changed = await action.mutateAsync({ id: gift.id, action: kind });
    } catch (error) {
      onError(error);
      return;
    }
    showToast({ message: t(doneMessages[kind]), tone: 'success' });
    onChanged(changed);
  };
  const busy = (kind: GiftAction) => action.isPending && action.variables?.action === kind;

  const release = async () => {
    const ok = await confirmAction({
      title: t('gifts.give.releaseTitle'),
      message: t('gifts.give.releaseMessage', { name: gift.product.name }),
      confirmLabel: t('gifts.give.releaseConfirm'),
      danger: true,
    });
    if (ok) await run('release');
  };

  // There is no way back from "given", and the button sits where "Lo regalo yo" was: ask first.
  const markGiven = async () => {
    const ok = await confirmAction({
      title: t('gifts.give.givenTitle'),
      message: t('gifts.give.givenMessage', { name: ownerName }),
      confirmLabel: t('gifts.give.givenConfirm'),
    });
    if (ok) await run('given');
  };

  // Bought elsewhere: final too, and it tells the owner the gift is theirs; by whom, as the list's reveal says.
  const markBought = async () => {
    const promise = secrecyPromise({ way: 'gift', reveal, showName: true, owner: ownerName });
    const ok = await confirmAction({
      title: t('gifts.give.boughtTitle'),
      message: t('gifts.give.boughtMessage', { promise: t(promise.key, promise.params) }),
      confirmLabel: t('gifts.give.boughtConfirm'),
    });
    if (ok) await run('bought');
  };
  return { run, busy, pending: action.isPending, release, markGiven, markBought };
}

/**
 * A signed-in person who does not own the list: reserve what is free, or chip in to it while its goal
 * is not reached; release or mark as given what they reserved. A gift someone else took shows no action;
 * one that has contributions can no longer be reserved whole.
 */
export function GiverActions({ gift, ownerName, reveal, onChanged, onChipIn }: GiverActionsProps) {
  const { t } = useTranslation();
  const { run, busy, pending, release, markGiven, markBought } = useGiverActions({
    gift,
    ownerName,
    reveal,
    onChanged,
  });
  const boughtButton = (
    <Button
      variant="subtle"
      size="compact-sm"
      fullWidth
      leftSection={<IconShoppingBagCheck size={16} aria-hidden />}
      aria-label={t('gifts.give.boughtLabel', { name: gift.product.name })}
      loading={busy('bought')}
      disabled={pending && !busy('bought')}
      onClick={() => void markBought()}
    >
      {t('gifts.give.bought')}
    </Button>
  );

  if (gift.status === 'available') {
    const { funding } = gift;
    const contributed = hasMoneyToward(funding);
    const chipIn = <ChipInButton gift={gift} onChipIn={onChipIn} disabled={pending} />;
    // A fund is never reserved whole: giving money is the only way.
    if (gift.kind === 'fund') return chipIn;
    if (contributed) {
      // Reserving it whole would leave out those who already gave (the API refuses: GIFT_HAS_CONTRIBUTIONS).
      return onChipIn && funding && takesMoney(funding) ? (
        <Stack gap={4}>
          {chipIn}
          <Text size="xs" c="dimmed" ta="center">
            {t('gifts.give.hasContributions')}
          </Text>
        </Stack>
      ) : null;
    }
    const reserve = (
      <Button
        fullWidth
        leftSection={<IconGift size={18} aria-hidden />}
        loading={busy('reserve')}
        onClick={() => void run('reserve')}
      >
        {t('gifts.give.reserve')}
      </Button>
    );
    // One above the other: side by side, neither label fits a phone.
    return (
      <Stack gap="xs">
        {reserve}
        {chipIn}
        {boughtButton}
      </Stack>
    );
  }
  if (gift.status !== 'reserved' || !gift.reservedByMe) return null;
  // Theirs to buy now: the shop's page, when the gift has one (http or https only).
  const shopUrl = httpUrl(gift.product.url);
  return (
    <Stack gap="xs">
      {shopUrl ? (
        <Button
          component="a"
          href={shopUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          fullWidth
          leftSection={<IconExternalLink size={18} aria-hidden />}
        >
          {t('gifts.give.buyAtShop')}
          <VisuallyHidden>{t('gifts.card.newTab')}</VisuallyHidden>
        </Button>
      ) : null}
      <Button
        fullWidth
        leftSection={<IconPackageExport size={18} aria-hidden />}
        loading={busy('given')}
        disabled={busy('release')}
        onClick={() => void markGiven()}
      >
        {t('gifts.give.given')}
      </Button>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconX size={18} aria-hidden />}
        loading={busy('release')}
        disabled={busy('given')}
        onClick={() => void release()}
      >
        {t('gifts.give.release')}
      </Button>
    </Stack>
  );
}
