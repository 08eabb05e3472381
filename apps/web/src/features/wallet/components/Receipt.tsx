import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { StateLook } from '../lib/money-state';
import { ReceiptHeader, ReceiptLines } from './ReceiptLines';
import classes from './Wallet.module.css';

/** What every receipt shows of a payment or a withdrawal. */
type Movement = {
  id: string;
  amount: number;
  fee: number;
  net: number;
  currency: string;
  failure: string | null;
  testMode: boolean;
};

/**
 * A payment's or a withdrawal's receipt: the header, the details (amount, fee, net, status and date, then
 * `lines`, then the id), `children` under them, the test mode's note and "Imprimir" (after `actions`).
 */
export function Receipt({
  movement,
  what,
  look,
  netLabel,
  date,
  lines,
  children,
  actions,
  printable = true,
}: {
  movement: Movement;
  /** What happened: "Has enviado", "Has retirado"… */
  what: string;
  /** Its state: the badge at the top and the "Estado" line say the same words. */
  look: StateLook;
  netLabel: string;
  /** When it happened (ISO), shown with the time. */
  date: string;
  lines: [string, ReactNode][];
  children?: ReactNode;
  actions?: ReactNode;
  /** Off where the receipt is shown inside another page's flow: no buttons. */
  printable?: boolean;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney({ amount, currency: movement.currency });
  return (
    <Stack gap="md">
      <ReceiptHeader what={what} amount={money(movement.amount)} look={look} failure={movement.failure} />
      <ReceiptLines
        label={t('wallet.receipt.details')}
        lines={[
          [t('wallet.receipt.amount'), money(movement.amount)],
          [t('wallet.receipt.fee'), money(movement.fee)],
          [netLabel, money(movement.net)],
          [t('wallet.receipt.status'), look.words],
          [t('wallet.receipt.date'), formatDate(date, { withTime: true })],
          ...lines,
          [
            t('wallet.receipt.id'),
            <Text key="id" span ff="monospace" size="xs">
              {movement.id}
            </Text>,
          ],
        ]}
      />
      {children}
      {movement.testMode ? (
        <Text size="xs" c="dimmed">
          {t('wallet.testMode')}
        </Text>
      ) : null}
      {printable ? (
        <Group gap="sm" className={classes.noPrint}>
          {actions}
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('wallet.receipt.print')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
