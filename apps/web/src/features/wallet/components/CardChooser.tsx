import type { PaymentMethod } from '@detalle/contract';
import { Button, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '@/i18n';
import { useMethods } from '../api/get-methods';
import { AddCard } from './AddCard';
import { brandName } from './MethodRow';
import classes from './Wallet.module.css';

/** My saved cards, and the one a payment uses unless I pick another (the default, else the first). */
export function useCards(enabled = true) {
  const methods = useMethods(enabled);
  const cards = (methods.data ?? []).filter((m) => m.type === 'card');
  return { cards, defaultCard: cards.find((c) => c.isDefault) ?? cards[0], loading: methods.isPending };
}

/**
 * "¿Con qué tarjeta?": my cards to choose from, and adding one right here (the person keeps their
 * place: the amount and message they typed stay). Outside the payment's form: adding a card is a form
 * of its own.
 */
export function CardChooser({
  cards,
  loading,
  value,
  onChange,
}: {
  cards: PaymentMethod[];
  loading: boolean;
  value: string;
  onChange: (methodId: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby={titleId} className={classes.card}>
      <Title order={2} size="h5" id={titleId} mb="xs">
        {t('wallet.send.card')}
      </Title>
      {loading ? (
        <Skeleton h={48} />
      ) : cards.length > 0 ? (
        <Radio.Group value={value} onChange={onChange} name="methodId">
          <Stack gap="xs">
            {cards.map((card) => (
              <Radio key={card.id} value={card.id} label={`${brandName(card.brand)} ${card.masked}`} />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      {loading ? null : cards.length === 0 || adding ? (
        <AddCard
          makeDefault={cards.length === 0}
          onSaved={(card) => {
            setAdding(false);
            onChange(card.id);
          }}
        />
      ) : (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          {t('wallet.cards.add')}
        </Button>
      )}
    </section>
  );
}

/**
 * The end of a payment with a saved card ("Enviar dinero", "Aporto dinero"): which card, the pay button (it
 * submits the form `formId`, which sits above: adding a card is a form of its own) and the fee's note.
 */
export function SavedCardPay({
  formId,
  cards,
  loading,
  value,
  onChange,
  busy,
  icon,
  label,
  note,
}: {
  formId: string;
  cards: PaymentMethod[];
  loading: boolean;
  value: string;
  onChange: (methodId: string) => void;
  busy: boolean;
  icon: ReactNode;
  label: string;
  note: ReactNode;
}) {
  return (
    <>
      <CardChooser cards={cards} loading={loading} value={value} onChange={onChange} />
      <Button
        type="submit"
        form={formId}
        size="md"
        loading={busy}
        disabled={cards.length === 0}
        leftSection={icon}
      >
        {label}
      </Button>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </>
  );
}
