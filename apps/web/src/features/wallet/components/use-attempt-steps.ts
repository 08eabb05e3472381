import type { GuestPayment } from '@detalle/contract';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { ApiError, errorText } from '@/lib/api';

/** A card payment's answer, as a guest's chip-in and a donation both get it. */
type Attempt = Pick<GuestPayment, 'status' | 'nextAction' | 'failure'>;

type Callbacks<A> = { onSuccess: (answered: A) => void; onError: (e: unknown) => void };

/**
 * What each answer to a card payment leads to, for a guest's "Aporto dinero" and for "Donar": paid, then
 * `onDone` and a new attempt next time; the bank's step (Stripe's, through `stripeStep`, or the test mode's,
 * `pendingConfirm` until answered); else the failure on the form. A refusal ended the attempt; a lost answer
 * or a failure of ours (5xx) is retried with the same key.
 */
export function useAttemptSteps<A extends Attempt>({
  stripeKey,
  newAttempt,
  form,
  onDone,
  confirm,
  stripeStep,
}: {
  stripeKey: string | null;
  /** Another Idempotency-Key (and, with Stripe, another PaymentMethod) next time. */
  newAttempt: () => void;
  form: { showApiError: (e: unknown) => void; setFormError: (message: string | null) => void };
  onDone: (paid: A) => void;
  /** Sends the answer to the bank's step. */
  confirm: (attempt: A, approve: boolean, callbacks: Callbacks<A>) => void;
  /** Stripe's bank step; `answer` tells the server how it went. */
  stripeStep: (attempt: A, clientSecret: string, answer: (approve: boolean) => void) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [pendingConfirm, setPendingConfirm] = useState<A | null>(null);
  const answerBank = (attempt: A, approve: boolean) =>
    confirm(attempt, approve, {
      onSuccess: (answered) => {
        setPendingConfirm(null);
        settle(answered);
      },
      onError: refused,
    });
  const settle = (attempt: A) => {
    if (attempt.status === 'succeeded') {
      newAttempt();
      onDone(attempt);
    } else if (attempt.status === 'requires_action') {
      if (attempt.nextAction?.type === 'stripe')
        void stripeStep(attempt, attempt.nextAction.clientSecret, (approve) => answerBank(attempt, approve));
      else setPendingConfirm(attempt);
    } else {
      if (stripeKey) newAttempt();
      form.setFormError(attempt.failure ?? t('wallet.guestChipIn.failed'));
    }
  };
  const refused = (e: unknown) => {
    if (stripeKey && e instanceof ApiError && e.status >= 400 && e.status < 500) newAttempt();
    form.showApiError(e);
    form.setFormError(errorText(e));
  };
  return { pendingConfirm, answerBank, settle, refused };
}
