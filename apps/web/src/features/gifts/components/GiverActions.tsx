import type { Gift } from '@detalle/contract';
import { Button, Stack } from '@mantine/core';
import { IconGift, IconPackageExport, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { type GiftAction, useGiftAction } from '../api/reserve-gift';
import { useGiftError } from './use-gift-error';

const doneMessages = {
  reserve: 'gifts.give.reserved',
  release: 'gifts.give.released',
  given: 'gifts.give.markedGiven',
} as const;

/**
 * A signed-in person who does not own the list: reserve what is free; release or
 * mark as given what they reserved. A gift someone else took shows no action.
 */
export function GiverActions({ gift }: { gift: Gift }) {
  const { t } = useTranslation();
  const action = useGiftAction();
  const onError = useGiftError(gift.listId);

  const run = (kind: GiftAction) =>
    action.mutate(
      { id: gift.id, action: kind },
      { onSuccess: () => showToast({ message: t(doneMessages[kind]), tone: 'success' }), onError },
    );
  const busy = (kind: GiftAction) => action.isPending && action.variables?.action === kind;

  const release = async () => {
    const ok = await confirmAction({
      title: t('gifts.give.releaseTitle'),
      message: t('gifts.give.releaseMessage', { name: gift.product.name }),
      confirmLabel: t('gifts.give.releaseConfirm'),
      danger: true,
    });
    if (ok) run('release');
  };

  if (gift.status === 'available') {
    return (
      <Button
        radius="xl"
        fullWidth
        leftSection={<IconGift size={18} aria-hidden />}
        loading={busy('reserve')}
        onClick={() => run('reserve')}
      >
        {t('gifts.give.reserve')}
      </Button>
    );
  }
  if (gift.status !== 'reserved' || !gift.reservedByMe) return null;
  return (
    <Stack gap="xs">
      <Button
        radius="xl"
        fullWidth
        leftSection={<IconPackageExport size={18} aria-hidden />}
        loading={busy('given')}
        disabled={busy('release')}
        onClick={() => run('given')}
      >
        {t('gifts.give.given')}
      </Button>
      <Button
        variant="default"
        radius="xl"
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
