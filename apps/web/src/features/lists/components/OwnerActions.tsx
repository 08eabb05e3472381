import type { Gift } from '@detalle/contract';
import { Button, Group } from '@mantine/core';
import { IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { useDeleteGift } from '../api/delete-gift';
import { useGiftAction } from '../api/reserve-gift';
import { useCloseGift } from '../api/save-fund';
import { useGiftError } from './use-gift-error';

type OwnerActionsProps = {
  gift: Gift;
  onEdit: (gift: Gift) => void;
  /** The gift is off the list: the list moves the focus (this card, and its buttons, are gone). */
  onRemoved: () => void;
};

/**
 * Asks first, then does it, telling a refusal as the list does. mutateAsync, not mutate's callbacks: those are
 * skipped once the card has unmounted, and the card goes as soon as the list drops the gift. True once done
 * (told with a toast).
 */
function useAskThenDo(listId: string) {
  const onError = useGiftError(listId);
  return async (question: Parameters<typeof confirmAction>[0], act: () => Promise<unknown>, done: string) => {
    if (!(await confirmAction(question))) return false;
    try {
      await act();
    } catch (error) {
      onError(error);
      return false;
    }
    showToast({ message: done, tone: 'success' });
    return true;
  };
}

/** Taking the gift off, freeing its reservation and closing its funding, each asked first. */
function useOwnerActions(gift: Gift, onRemoved: () => void) {
  const { t } = useTranslation();
  const remove = useDeleteGift();
  const free = useGiftAction();
  const close = useCloseGift();
  const askThenDo = useAskThenDo(gift.listId);
  const name = gift.product.name;

  const onRemove = async () => {
    const removed = await askThenDo(
      {
        title: t('gifts.owner.removeTitle'),
        message: t(
          gift.status === 'available' ? 'gifts.owner.removeMessage' : 'gifts.owner.removeMessageTaken',
          { name },
        ),
        confirmLabel: t('gifts.owner.remove'),
        danger: true,
      },
      () => remove.mutateAsync({ listId: gift.listId, giftId: gift.id }),
      t('gifts.owner.removed'),
    );
    if (removed) onRemoved();
  };

  const onFree = () =>
    askThenDo(
      {
        title: t('gifts.owner.freeTitle'),
        message: t('gifts.owner.freeMessage', { name }),
        confirmLabel: t('gifts.owner.freeConfirm'),
      },
      () => free.mutateAsync({ id: gift.id, action: 'release' }),
      t('gifts.owner.freed'),
    );

  // A fund, or a group gift somebody chipped in to, can stop taking money; what was given stays.
  const closable =
    gift.funding !== null && !gift.funding.closed && (gift.kind === 'fund' || gift.funding.raised > 0);
  const onClose = () =>
    askThenDo(
      {
        title: t('gifts.owner.closeTitle'),
        message: t('gifts.owner.closeMessage', { name }),
        confirmLabel: t('gifts.owner.closeConfirm'),
      },
      () => close.mutateAsync(gift.id),
      t('gifts.owner.closed'),
    );

  return {
    onRemove,
    onFree,
    onClose,
    closable,
    removing: remove.isPending,
    freeing: free.isPending,
    closing: close.isPending,
  };
}

/**
 * The list's owner: change how many, how wanted and the note, take the gift off
 * the list, or free a reservation (without learning who held it) when someone
 * reserved it and never gave it.
 */
export function OwnerActions({ gift, onEdit, onRemoved }: OwnerActionsProps) {
  const { t } = useTranslation();
  const name = gift.product.name;
  const { onRemove, onFree, onClose, closable, removing, freeing, closing } = useOwnerActions(
    gift,
    onRemoved,
  );

  return (
    <Group gap="xs" justify="flex-end">
      {closable ? (
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          leftSection={<IconLock size={16} aria-hidden />}
          aria-label={t('gifts.owner.closeLabel', { name })}
          loading={closing}
          onClick={() => void onClose()}
        >
          {t('gifts.owner.close')}
        </Button>
      ) : null}
      {gift.status === 'reserved' ? (
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          leftSection={<IconLockOpen size={16} aria-hidden />}
          aria-label={t('gifts.owner.freeLabel', { name })}
          loading={freeing}
          onClick={() => void onFree()}
        >
          {t('gifts.owner.free')}
        </Button>
      ) : null}
      <Button
        variant="default"
        size="sm"
        leftSection={<IconPencil size={16} aria-hidden />}
        aria-label={t('gifts.owner.editLabel', { name })}
        onClick={() => onEdit(gift)}
      >
        {t('gifts.owner.edit')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="sm"
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={t('gifts.owner.removeLabel', { name })}
        loading={removing}
        onClick={() => void onRemove()}
      >
        {t('gifts.owner.remove')}
      </Button>
    </Group>
  );
}
