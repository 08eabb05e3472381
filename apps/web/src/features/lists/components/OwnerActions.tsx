import type { Gift } from '@detalle/contract';
import { Button, Group } from '@mantine/core';
import { IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { useDeleteGift } from '../api/delete-gift';
import { useGiftAction } from '../api/reserve-gift';
import { useGiftError } from './use-gift-error';

type OwnerActionsProps = {
  gift: Gift;
  onEdit: (gift: Gift) => void;
  /** The gift is off the list: the list moves the focus (this card, and its buttons, are gone). */
  onRemoved: () => void;
};

/**
 * The list's owner: change how many, how wanted and the note, take the gift off
 * the list, or free a reservation (without learning who held it) when someone
 * reserved it and never gave it.
 */
export function OwnerActions({ gift, onEdit, onRemoved }: OwnerActionsProps) {
  const { t } = useTranslation();
  const remove = useDeleteGift();
  const free = useGiftAction();
  const onError = useGiftError(gift.listId);
  const name = gift.product.name;

  const onRemove = async () => {
    const ok = await confirmAction({
      title: t('gifts.owner.removeTitle'),
      message: t(
        gift.status === 'available' ? 'gifts.owner.removeMessage' : 'gifts.owner.removeMessageTaken',
        {
          name,
        },
      ),
      confirmLabel: t('gifts.owner.remove'),
      danger: true,
    });
    if (!ok) return;
    // mutateAsync, not mutate's callbacks: those are skipped once this card has unmounted,
    // and the card goes as soon as the list drops the gift.
    try {
      await remove.mutateAsync({ listId: gift.listId, giftId: gift.id });
    } catch (error) {
      onError(error);
      return;
    }
    showToast({ message: t('gifts.owner.removed'), tone: 'success' });
    onRemoved();
  };

  const onFree = async () => {
    const ok = await confirmAction({
      title: t('gifts.owner.freeTitle'),
      message: t('gifts.owner.freeMessage', { name }),
      confirmLabel: t('gifts.owner.freeConfirm'),
    });
    if (!ok) return;
    try {
      await free.mutateAsync({ id: gift.id, action: 'release' });
    } catch (error) {
      onError(error);
      return;
    }
    showToast({ message: t('gifts.owner.freed'), tone: 'success' });
  };

  return (
    <Group gap="xs" justify="flex-end">
      {gift.status === 'reserved' ? (
        <Button
          variant="subtle"
          color="gray"
          radius="xl"
          size="sm"
          leftSection={<IconLockOpen size={16} aria-hidden />}
          aria-label={t('gifts.owner.freeLabel', { name })}
          loading={free.isPending}
          onClick={() => void onFree()}
        >
          {t('gifts.owner.free')}
        </Button>
      ) : null}
      <Button
        variant="default"
        radius="xl"
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
        radius="xl"
        size="sm"
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={t('gifts.owner.removeLabel', { name })}
        loading={remove.isPending}
        onClick={() => void onRemove()}
      >
        {t('gifts.owner.remove')}
      </Button>
    </Group>
  );
}
