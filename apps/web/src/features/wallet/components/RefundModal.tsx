import type { Payment } from '@detalle/contract';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { useRefundPayment } from '../api/refund-payment';
import { useIdempotencyKey } from '../lib/idempotency';
import { readAmount } from '../lib/money-input';
import { isSameAttemptRetry } from '../lib/retry';

/** "Devolver": asks first; empty gives back all that is left, an amount gives back part of it. */
export function RefundModal({
  payment,
  opened,
  onClose,
}: {
  payment: Payment;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refund = useRefundPayment();
  const attempt = useIdempotencyKey();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const left = payment.amount - payment.refunded;
  const leftText = formatMoney({ amount: left, currency: payment.currency });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readAmount(text, payment.currency, t, { max: left });
    if (read.error) {
      setError(read.error);
      return;
    }
    const body = read.amount === null ? {} : { amount: read.amount };
    refund.mutate(
      { id: payment.id, body, key: attempt.keyFor(body) },
      {
        onSuccess: () => {
          attempt.finish();
          setText('');
          onClose();
          showToast({ message: t('wallet.refund.done'), tone: 'success' });
        },
        onError: (e) => {
          if (!isSameAttemptRetry(e)) attempt.finish();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('wallet.refund.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('wallet.refund.message', { money: leftText })}</Text>
          <TextInput
            label={t('wallet.refund.amount')}
            description={t('wallet.refund.amountHelp', { money: leftText })}
            placeholder={leftText}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            inputMode="decimal"
            autoComplete="off"
            name="amount"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={refund.isPending}>
              {t('wallet.refund.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
