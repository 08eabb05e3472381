import type { Gift, Product } from '@detalle/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { useSaveGift } from '../api/save-gift';
import { defaultGiftDetails, type GiftDetails, GiftFields, giftDetailsBody } from './GiftFields';
import { ProductLine } from './ProductLine';

type ChosenProductProps = {
  product: Product;
  listId: string;
  onBack: () => void;
  onAdded: (gift: Gift) => void;
};

/** A catalogue product picked from the results: how many, how wanted and a note, then into the list. */
export function ChosenProduct({ product, listId, onBack, onAdded }: ChosenProductProps) {
  const { t } = useTranslation();
  const save = useSaveGift();
  const [details, setDetails] = useState<GiftDetails>(defaultGiftDetails);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // The pressed "Añadir" is gone: the first field takes the focus.
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input[name="quantity"]')?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { listId, productId: product.id, ...giftDetailsBody(details, product.price) },
      { onSuccess: onAdded, onError: (e) => setError(errorText(e)) },
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {t('gifts.catalogue.chosen')}
          </Text>
          <Paper withBorder radius="md" p="xs">
            <ProductLine product={product} />
          </Paper>
        </Stack>
        <FormError message={error} />
        <GiftFields value={details} onChange={setDetails} price={product.price} />
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
            {t('gifts.catalogue.back')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('gifts.addModal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
