import { Alert, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4, IconHeartHandshake, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { SimulatedOutcome } from '../api/simulate-funds';
import { type DelayedPayment, delayedStateOf } from '../lib/giving-methods';
import {
  BankTransferInstructions,
  RedirectInstructions,
  SimulateArrival,
  VoucherInstructions,
} from './PaymentInstructions';

function Outcome({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'teal' | 'gray' | 'red';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" align="center" ta="center" py="sm">
      <ThemeIcon size={56} radius="xl" variant="light" color={tone}>
        {icon}
      </ThemeIcon>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * A delayed payment (a transfer, an OXXO voucher, Bizum, MercadoPago) after it started: while its money is on
 * its way, what the giver must do (the account and reference, the voucher, the other app) and, in test mode,
 * buttons that play the bank or the shop; then how it ended: arrived, arrived short or long, expired, refused.
 * The same for a guest's chip-in, a signed-in giver's, and their receipts.
 */
export function DelayedPaymentView({
  payment,
  recipientName,
  sending = false,
  onSimulate,
  simulating,
  onRetry,
  onClose,
  keepHint = true,
}: {
  payment: DelayedPayment;
  /** Who receives it (first name). */
  recipientName: string;
  /** Money sent to a friend, not toward a gift: the words say so. */
  sending?: boolean;
  onSimulate: (outcome: SimulatedOutcome) => void;
  /** The simulated outcome being sent, if any. */
  simulating: SimulatedOutcome | null;
  /** After it expired or was refused: back to the form, to choose another way. */
  onRetry?: () => void;
  /** In the chip-in dialog, once it ended: "Volver a la lista". */
  onClose?: () => void;
  /** "Puedes cerrar…: estas instrucciones siguen en tu justificante" (not on the receipt itself). */
  keepHint?: boolean;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney({ amount, currency: payment.currency });
  const state = delayedStateOf(payment);
  const { instructions } = payment;
  const requested = payment.requestedAmount ?? payment.amount;

  if (state === 'arrived' || state === 'long' || state === 'short')
    return (
      <Outcome
        tone="teal"
        icon={<IconHeartHandshake size={32} aria-hidden />}
        title={t('wallet.pay.state.arrived')}
      >
        <Text size="sm" role="status">
          {state === 'long'
            ? [
                t('wallet.pay.state.long', {
                  amount: money(payment.amount),
                  extra: money(payment.amount - requested),
                  name: recipientName,
                }),
                // Only a signed-in payer can ask for money back (a guest's receipt has no "Devolver").
                'canRefund' in payment && payment.canRefund ? t('wallet.pay.state.longRefund') : '',
              ]
                .filter(Boolean)
                .join(' ')
            : state === 'short'
              ? t('wallet.pay.state.short', {
                  amount: money(payment.amount),
                  requested: money(requested),
                  name: recipientName,
                })
              : t(sending ? 'wallet.pay.state.arrivedSend' : 'wallet.pay.state.arrivedText', {
                  money: money(payment.amount),
                  name: recipientName,
                })}
        </Text>
        {onClose ? (
          <Button onClick={onClose} data-autofocus>
            {t('wallet.chipIn.close')}
          </Button>
        ) : null}
      </Outcome>
    );

  if (state === 'expired' || state === 'failed')
    return (
      <Outcome
        tone={state === 'failed' ? 'red' : 'gray'}
        icon={
          state === 'failed' ? (
            <IconAlertTriangle size={32} aria-hidden />
          ) : (
            <IconClockHour4 size={32} aria-hidden />
          )
        }
        title={t(state === 'failed' ? 'wallet.pay.state.failed' : 'wallet.pay.state.expired')}
      >
        <Text size="sm" role="status">
          {state === 'failed'
            ? (payment.failure ?? t('wallet.pay.state.failedText'))
            : t('wallet.pay.state.expiredText')}
        </Text>
        {onRetry ? (
          <Button variant="light" onClick={onRetry}>
            {t('wallet.pay.state.tryAgain')}
          </Button>
        ) : null}
      </Outcome>
    );

  // Still on its way: what to do, again after a short transfer.
  const remaining = state === 'partial' ? Math.max(payment.amount - payment.received, 0) : undefined;
  return (
    <Stack gap="md">
      {state === 'partial' ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} role="status">
          <Text size="sm">
            {payment.expiresAt
              ? t('wallet.pay.state.partial', {
                  received: money(payment.received),
                  amount: money(payment.amount),
                  date: formatDate(payment.expiresAt, { withTime: true }),
                })
              : t('wallet.pay.state.partialNoDate', {
                  received: money(payment.received),
                  amount: money(payment.amount),
                })}
          </Text>
          <Text size="sm" fw={600} mt={4}>
            {t('wallet.pay.state.missing', { money: money(remaining ?? 0) })}
          </Text>
        </Alert>
      ) : (
        <Text size="sm" fw={600} c="dimmed" tt="uppercase" role="status">
          {t('wallet.pay.awaitingTitle')}
        </Text>
      )}
      {instructions?.type === 'bank_transfer' ? (
        <BankTransferInstructions
          instructions={instructions}
          expiresAt={payment.expiresAt}
          remaining={remaining}
        />
      ) : instructions?.type === 'voucher' ? (
        <VoucherInstructions voucher={instructions} />
      ) : instructions?.type === 'redirect' ? (
        <RedirectInstructions
          redirect={instructions}
          amount={payment.amount}
          currency={payment.currency}
          testMode={payment.testMode}
          onSimulate={onSimulate}
          simulating={simulating}
        />
      ) : null}
      {payment.testMode && instructions ? (
        <SimulateArrival instructions={instructions} onSimulate={onSimulate} simulating={simulating} />
      ) : null}
      <Text size="xs" c="dimmed">
        {t('wallet.pay.lateReturned')}
        {keepHint ? ` ${t('wallet.pay.keepHint')}` : ''}
      </Text>
    </Stack>
  );
}
