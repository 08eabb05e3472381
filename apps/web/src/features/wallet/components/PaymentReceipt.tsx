import { type Payment, quoted, shownName } from '@detalle/contract';
import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { paymentLook } from '../lib/money-state';
import { DelayedPayment } from './DelayedPayment';
import { brandName } from './MethodRow';
import { Receipt } from './Receipt';
import { ReceiptLines } from './ReceiptLines';
import { RefundModal } from './RefundModal';

/**
 * One payment's receipt: amounts, state, date, what and whom it was for, the giver's message, refunds,
 * "Devolver", "Imprimir" — and `thank` ("Dar las gracias", from the page) when its giver may be thanked.
 * Its state says what the notifications and the wallet say (`paymentLook`); people are named by `shownName`.
 */
export function PaymentReceipt({
  payment,
  printable = true,
  thank,
}: {
  payment: Payment;
  printable?: boolean;
  thank?: ReactNode;
}) {
  const { t } = useTranslation();
  const [refunding, setRefunding] = useState(false);
  const money = (amount: number) => formatMoney({ amount, currency: payment.currency });
  const payer = payment.role === 'payer';
  const who = payer
    ? [t('wallet.receipt.to'), shownName(payment.recipient)]
    : [t('wallet.receipt.from'), shownName(payment.giverName)];

  return (
    <>
      <Receipt
        movement={payment}
        what={t(payer ? 'wallet.receipt.youSent' : 'wallet.receipt.youReceived')}
        look={paymentLook(payment, payer ? 'payer' : 'recipient')}
        netLabel={t('wallet.receipt.net')}
        date={payment.paidAt ?? payment.createdAt}
        lines={[
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
          [
            t('wallet.receipt.paidWith'),
            payment.paidWith === 'card' ? null : t(`wallet.pay.methods.${payment.paidWith}.label`),
          ],
          [
            t('wallet.receipt.requested'),
            payment.requestedAmount !== null && payment.requestedAmount !== payment.amount
              ? money(payment.requestedAmount)
              : null,
          ],
          [t('wallet.receipt.message'), payment.message ? quoted(payment.message) : null],
          [t('wallet.receipt.refunded'), payment.refunded > 0 ? money(payment.refunded) : null],
        ]}
        actions={
          <>
            {thank}
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
          </>
        }
        printable={printable}
      >
        {/* The payer's delayed payment still waiting for its money: what to do, again. */}
        {payer && payment.status === 'awaiting_funds' && payment.instructions ? (
          <DelayedPayment payment={payment} recipientName={payment.recipient.name} keepHint={false} />
        ) : null}
        {payment.refunds.length > 0 ? (
          <ReceiptLines
            label={t('wallet.receipt.refunds')}
            lines={payment.refunds.map((r) => [
              `${t('wallet.receipt.refund')} · ${formatDate(r.createdAt)}`,
              `${money(r.amount)} · ${t(`wallet.refundStatus.${r.status}`)}`,
            ])}
          />
        ) : null}
      </Receipt>
      {payment.canRefund ? (
        <RefundModal payment={payment} opened={refunding} onClose={() => setRefunding(false)} />
      ) : null}
    </>
  );
}
