import { type Payment, quoted } from '@detalle/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { paymentStatusAsMovement } from '../lib/labels';
import { brandName } from './MethodRow';
import { ReceiptHeader, ReceiptLines } from './ReceiptLines';
import { RefundModal } from './RefundModal';
import classes from './Wallet.module.css';

const fullName = (p: { name: string; lastname: string }) => `${p.name} ${p.lastname}`.trim();

/** One payment's receipt: amounts, status, date, what and whom it was for, refunds, "Devolver", "Imprimir". */
export function PaymentReceipt({ payment, printable = true }: { payment: Payment; printable?: boolean }) {
  const { t } = useTranslation();
  const [refunding, setRefunding] = useState(false);
  const money = (amount: number) => formatMoney({ amount, currency: payment.currency });
  const payer = payment.role === 'payer';
  const who = payer
    ? [t('wallet.receipt.to'), fullName(payment.recipient)]
    : [t('wallet.receipt.from'), payment.payer ? fullName(payment.payer) : t('wallet.someone')];

  return (
    <Stack gap="md">
      <ReceiptHeader
        what={t(payer ? 'wallet.receipt.youSent' : 'wallet.receipt.youReceived')}
        amount={money(payment.amount)}
        status={paymentStatusAsMovement[payment.status]}
        failure={payment.failure}
      />
      <ReceiptLines
        label={t('wallet.receipt.details')}
        lines={[
          [t('wallet.receipt.amount'), money(payment.amount)],
          [t('wallet.receipt.fee'), money(payment.fee)],
          [t('wallet.receipt.net'), money(payment.net)],
          [t('wallet.receipt.status'), t(`wallet.paymentStatus.${payment.status}`)],
          [t('wallet.receipt.date'), formatDate(payment.paidAt ?? payment.createdAt, { withTime: true })],
          // A payment about the person only says whom (the next line).
          [
            t('wallet.receipt.concerns'),
            payment.concerns?.kind === 'person' ? null : payment.concerns?.title,
          ],
          [who[0] ?? '', who[1]],
          [
            t('wallet.receipt.card'),
            payment.method ? `${brandName(payment.method.brand)} ${payment.method.masked}` : null,
          ],
          [t('wallet.receipt.message'), payment.message ? quoted(payment.message) : null],
          [t('wallet.receipt.refunded'), payment.refunded > 0 ? money(payment.refunded) : null],
          [
            t('wallet.receipt.id'),
            <Text key="id" span ff="monospace" size="xs">
              {payment.id}
            </Text>,
          ],
        ]}
      />
      {payment.refunds.length > 0 ? (
        <ReceiptLines
          label={t('wallet.receipt.refunds')}
          lines={payment.refunds.map((r) => [
            `${t('wallet.receipt.refund')} · ${formatDate(r.createdAt)}`,
            `${money(r.amount)} · ${t(`wallet.refundStatus.${r.status}`)}`,
          ])}
        />
      ) : null}
      {payment.testMode ? (
        <Text size="xs" c="dimmed">
          {t('wallet.testMode')}
        </Text>
      ) : null}
      {printable ? (
        <Group gap="sm" className={classes.noPrint}>
          {payment.canRefund ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconArrowBackUp size={18} aria-hidden />}
              onClick={() => setRefunding(true)}
            >
              {t('wallet.refund.action')}
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('wallet.receipt.print')}
          </Button>
        </Group>
      ) : null}
      {payment.canRefund ? (
        <RefundModal payment={payment} opened={refunding} onClose={() => setRefunding(false)} />
      ) : null}
    </Stack>
  );
}
