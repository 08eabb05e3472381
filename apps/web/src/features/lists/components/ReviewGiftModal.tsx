import type { Gift } from '@detalle/contract';
import { Anchor, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { DEFAULT_CURRENCY, parsePrice, priceErrorText, priceToInput } from '@/lib/price-input';
import { useUpdateProduct } from '../api/update-product';
import { GiftFormButtons, savedThenClose } from './EditGiftModal';
import { PriceFields } from './PriceFields';

function ReviewGiftForm({ gift, onClose }: { gift: Gift; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProduct();
  const [name, setName] = useState(gift.product.name);
  const [price, setPrice] = useState(priceToInput(gift.product.price));
  const [currency, setCurrency] = useState(gift.product.price?.currency ?? DEFAULT_CURRENCY);
  const [priceError, setPriceError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = parsePrice(price, currency);
    const problem = priceErrorText(parsed, currency, t);
    setPriceError(problem);
    if (!parsed.ok || problem) return;
    update.mutate(
      { id: gift.product.id, listId: gift.listId, changes: { name, price: parsed.money } },
      savedThenClose(t('gifts.owner.saved'), onClose, setError),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        <TextInput
          label={t('lists.import.reviewName')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={200}
          required
        />
        <PriceFields
          price={price}
          currency={currency}
          onPrice={setPrice}
          onCurrency={setCurrency}
          error={priceError}
        />
        {gift.product.url ? (
          <Text size="sm" c="dimmed">
            {t('lists.import.reviewLink')}{' '}
            <Anchor href={gift.product.url} target="_blank" rel="noopener noreferrer">
              {t('lists.import.reviewOpen')}
            </Anchor>
          </Text>
        ) : null}
        <GiftFormButtons onClose={onClose} saving={update.isPending} />
      </Stack>
    </form>
  );
}

/** "Revisar" after an import: the gift's name and price, typed by hand; its link stays as it was. */
export function ReviewGiftModal({ gift, onClose }: { gift: Gift | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={gift !== null}
      onClose={onClose}
      title={t('lists.import.reviewTitle')}
      centered
      radius="lg"
    >
      {gift ? <ReviewGiftForm gift={gift} onClose={onClose} /> : null}
    </Modal>
  );
}
