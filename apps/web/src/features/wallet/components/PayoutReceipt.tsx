import type { Payout } from '@detalle/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { payoutStatusAsMovement } from '../lib/labels';
import { brandName } from './MethodRow';
import { ReceiptHeader, ReceiptLines } from './ReceiptLines';
import classes from './Wallet.module.css';

/** A withdrawal's receipt: amount, cost, what reaches the bank, where and when. */
export function PayoutReceipt({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney({ amount, currency: payout.currency });
  return (
    <Stack gap="md">
      <ReceiptHeader
        what={t('wallet.receipt.youWithdrew')}
        amount={money(payout.amount)}
        status={payoutStatusAsMovement[payout.status]}
        failure={payout.failure}
      />
      <ReceiptLines
        label={t('wallet.receipt.details')}
        lines={[
          [t('wallet.receipt.amount'), money(payout.amount)],
          [t('wallet.receipt.fee'), money(payout.fee)],
          [t('wallet.receipt.netBank'), money(payout.net)],
          [t('wallet.receipt.status'), t(`wallet.payoutStatus.${payout.status}`)],
          [t('wallet.receipt.date'), formatDate(payout.createdAt, { withTime: true })],
          [t('wallet.receipt.arrival'), formatDate(payout.arrivalDate)],
          [t('wallet.receipt.bank'), `${brandName(payout.bank.brand)} ${payout.bank.masked}`],
          [t('wallet.receipt.holder'), payout.bank.holder],
          [
            t('wallet.receipt.id'),
            <Text key="id" span ff="monospace" size="xs">
              {payout.id}
            </Text>,
          ],
        ]}
      />
      {payout.testMode ? (
        <Text size="xs" c="dimmed">
          {t('wallet.testMode')}
        </Text>
      ) : null}
      <Group className={classes.noPrint}>
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => window.print()}
        >
          {t('wallet.receipt.print')}
        </Button>
      </Group>
    </Stack>
  );
}
