import type { Gift } from '@detalle/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { hasMoneyToward } from '@/lib/funding';
import { useUpdateGift } from '../api/save-gift';
import { type GiftDetails, GiftFields, giftDetailsBody } from './GiftFields';
import { PriceHistory } from './PriceHistory';

/** A gift form's save: told with a toast and closed, or its refusal shown in the form. */
export const savedThenClose = (saved: string, onClose: () => void, setError: (error: string) => void) => ({
  onSuccess: () => {
    showToast({ message: saved, tone: 'success' });
    onClose();
  },
  onError: (e: unknown) => setError(errorText(e)),
});

function EditGiftForm({ gift, onClose }: { gift: Gift; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateGift();
  const [details, setDetails] = useState<GiftDetails>({
    quantity: gift.quantity,
    priority: gift.priority,
    note: gift.note,
    group: gift.group,
  });
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    update.mutate(
      { id: gift.id, changes: giftDetailsBody(details, gift.product.price) },
      savedThenClose(t('gifts.owner.saved'), onClose, setError),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fw={600}>{gift.product.name}</Text>
        <FormError message={error} />
        <GiftFields
          value={details}
          onChange={setDetails}
          price={gift.product.price}
          groupLocked={gift.group && hasMoneyToward(gift.funding)}
        />
        {gift.product.watch ? <PriceHistory productId={gift.product.id} /> : null}
        <GiftFormButtons onClose={onClose} saving={update.isPending} />
      </Stack>
    </form>
  );
}

/** "Cancelar" and "Guardar cambios" at the foot of a gift's form (editing it, or reviewing an imported one). */
export function GiftFormButtons({ onClose, saving }: { onClose: () => void; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('gifts.owner.save')}
      </Button>
    </Group>
  );
}

/** The owner changes quantity, priority, note and "Regalo en grupo" of one gift (`PUT gift/update/{id}`). */
export function EditGiftModal({ gift, onClose }: { gift: Gift | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={gift !== null} onClose={onClose} title={t('gifts.owner.editTitle')} centered radius="lg">
      {/* Mounted only while open, so each opening starts from that gift's values. */}
      {gift ? <EditGiftForm gift={gift} onClose={onClose} /> : null}
    </Modal>
  );
}
