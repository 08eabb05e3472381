import type { Payment, PaymentInput } from '@detalle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { listKeys } from '@/lib/query-keys';
import { useConfirmPayment } from '../api/confirm-payment';
import { useWalletConfig } from '../api/get-wallet-config';
import { useSavePayment } from '../api/save-payment';
import { useIdempotencyKey } from '../lib/idempotency';
import { isSameAttemptRetry } from '../lib/retry';
import { loadStripeJs } from '../lib/stripe';
import { ConfirmPaymentModal } from './ConfirmPaymentModal';

type PaymentHandlers = {
  /** The money went through. */
  onPaid: (payment: Payment) => void;
  /** payment/save refused (the form shows it: field errors, or the API's Spanish message). */
  onRefused: (error: unknown) => void;
  /** The card or the confirmation step failed: a sentence to show. */
  onFailed: (message: string) => void;
};

/** Stripe's bank step (3-D Secure) for a saved card: whether it went through; undefined without Stripe. */
function useStripeStep() {
  const config = useWalletConfig();
  const [busy, setBusy] = useState(false);
  const run = async (clientSecret: string): Promise<boolean | undefined> => {
    const key = config.data?.stripePublishableKey;
    if (!key) return undefined;
    setBusy(true);
    const stripe = await loadStripeJs(key);
    const result = stripe ? await stripe.handleNextAction({ clientSecret }) : null;
    setBusy(false);
    return !!result && !result.error;
  };
  return { busy, run };
}

/**
 * The one way of paying with a saved card ("Enviar dinero", "Aporto dinero"): payment/save with one
 * `Idempotency-Key` per attempt, the confirmation step when the answer asks for it (test mode: our
 * modal, `confirmModal`; Stripe: its 3-D Secure), then payment/confirm. The wallet refreshes after every
 * answer (`refreshMoney`), and so does the list a payment went to (a group gift's progress).
 */
export function useCardPayment(handlers: PaymentHandlers): {
  pay: (body: PaymentInput) => void;
  busy: boolean;
  confirmModal: ReactNode;
} {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSavePayment();
  const confirm = useConfirmPayment();
  const attempt = useIdempotencyKey();
  const [confirming, setConfirming] = useState<Payment | null>(null);
  const stripeStep = useStripeStep();
  const listId = useRef<string | undefined>(undefined);
  // The handlers of the latest render: a payment's answers may arrive after the form re-rendered.
  const latest = useRef(handlers);
  latest.current = handlers;

  const refreshList = () => {
    if (listId.current) void queryClient.invalidateQueries({ queryKey: listKeys.detail(listId.current) });
  };

  const settle = (payment: Payment) => {
    if (payment.status === 'requires_action' && payment.nextAction) {
      if (payment.nextAction.type === 'test_confirm') setConfirming(payment);
      else void stripeAction(payment, payment.nextAction.clientSecret);
      return;
    }
    setConfirming(null);
    if (payment.status === 'failed' || payment.status === 'canceled' || payment.status === 'expired') {
      latest.current.onFailed(payment.failure ?? t('wallet.send.failed'));
      return;
    }
    latest.current.onPaid(payment);
  };

  const answer = (id: string, approve: boolean) =>
    confirm.mutate(
      { id, approve },
      {
        onSuccess: settle,
        onError: (e) => latest.current.onFailed(errorText(e)),
        onSettled: refreshList,
      },
    );

  const stripeAction = async (payment: Payment, clientSecret: string) => {
    const approved = await stripeStep.run(clientSecret);
    if (approved !== undefined) answer(payment.id, approved);
  };

  const pay = (body: PaymentInput) => {
    listId.current = body.listId;
    const key = attempt.keyFor(body);
    save.mutate(
      { body, key },
      {
        onSuccess: (payment) => {
          attempt.finish();
          settle(payment);
        },
        onError: (e) => {
          if (!isSameAttemptRetry(e)) attempt.finish();
          latest.current.onRefused(e);
        },
        onSettled: refreshList,
      },
    );
  };

  return {
    pay,
    busy: save.isPending || stripeStep.busy,
    confirmModal: (
      <ConfirmPaymentModal
        payment={confirming}
        answering={confirm.isPending}
        onAnswer={(approve) => confirming && answer(confirming.id, approve)}
      />
    ),
  };
}
