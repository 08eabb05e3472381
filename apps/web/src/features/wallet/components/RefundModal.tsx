import type { Payment } from '@detalle/contract';
import { Modal, Text } from '@mantine/core';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { useRefundPayment } from '../api/refund-payment';
import { useIdempotencyKey } from '../lib/idempotency';
import { readAmount } from '../lib/money-input';
import { isSameAttemptRetry } from '../lib/retry';
import { PartAmountForm, usePartAmount } from './PartAmountForm';

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
  const typed = usePartAmount();
  const left = payment.amount - payment.refunded;
  const leftText = formatMoney({ amount: left, currency: payment.currency });

  const submit = () => {
    const read = readAmount(typed.text, payment.currency, t, { max: left });
    if (read.error) {
      typed.setError(read.error);
      return;
    }
    const body = read.amount === null ? {} : { amount: read.amount };
    refund.mutate(
      { id: payment.id, body, key: attempt.keyFor(body) },
      {
        onSuccess: () => {
          attempt.finish();
          typed.clear();
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
      <PartAmountForm
        amount={typed}
        label={t('wallet.refund.amount')}
        description={t('wallet.refund.amountHelp', { money: leftText })}
        all={leftText}
        submit={{ label: t('wallet.refund.confirm'), color: 'red', loading: refund.isPending }}
        onSubmit={submit}
        onCancel={onClose}
      >
        <Text size="sm">{t('wallet.refund.message', { money: leftText })}</Text>
      </PartAmountForm>
    </Modal>
  );
}
