import { PAYMENT_HOLD_MINUTES, type Payment } from '@detalle/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from '@/i18n';
import { formatMoney } from '@/lib/money';

/**
 * Test mode's stand-in for the bank's check (3-D Secure): the person authorises or rejects the payment,
 * and payment/confirm tells the server which.
 */
export function ConfirmPaymentModal({
  payment,
  onAnswer,
  answering,
}: {
  payment: Payment | null;
  onAnswer: (approve: boolean) => void;
  answering: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={payment !== null}
      onClose={() => onAnswer(false)}
      title={t('wallet.confirm.title')}
      centered
      closeOnClickOutside={false}
    >
      {payment ? (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconShieldCheck size={28} aria-hidden style={{ flex: 'none' }} />
            <Text size="sm">{t('wallet.confirm.explain', { minutes: PAYMENT_HOLD_MINUTES })}</Text>
          </Group>
          <Text fw={700} size="lg">
            {formatMoney({ amount: payment.amount, currency: payment.currency })}
            {payment.method ? ` · ${payment.method.masked}` : ''}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onAnswer(false)} disabled={answering}>
              {t('wallet.confirm.reject')}
            </Button>
            <Button onClick={() => onAnswer(true)} loading={answering}>
              {t('wallet.confirm.approve')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
