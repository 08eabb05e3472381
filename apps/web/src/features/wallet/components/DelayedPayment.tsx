import type { GuestPayment, Payment } from '@detalle/contract';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '@/components/form/FormError';
import { errorText } from '@/lib/api';
import { type SimulatedOutcome, useSimulateFunds } from '../api/simulate-funds';
import { DelayedPaymentView } from './DelayedPaymentView';

/**
 * A delayed payment after it started ("Aporto dinero", "Enviar dinero") or on its receipt: its instructions, the
 * test mode's buttons (`payment/simulate`), then how it ended. A signed-in giver's, or a guest's when
 * `guestToken` is given (the payment's answer carries it; the guest's receipt page reads it from its address).
 */
export function DelayedPayment({
  payment,
  recipientName,
  guestToken,
  sending = false,
  onRetry,
  onClose,
  keepHint = true,
}: {
  payment: Payment | GuestPayment;
  recipientName: string;
  guestToken?: string;
  sending?: boolean;
  onRetry?: () => void;
  onClose?: () => void;
  keepHint?: boolean;
}) {
  const simulate = useSimulateFunds(guestToken);
  const [asked, setAsked] = useState<SimulatedOutcome | null>(null);
  return (
    <Stack gap="sm">
      <FormError message={simulate.error ? errorText(simulate.error) : null} />
      <DelayedPaymentView
        payment={simulate.data ?? payment}
        recipientName={recipientName}
        sending={sending}
        onSimulate={(outcome) => {
          setAsked(outcome);
          simulate.mutate({ id: payment.id, outcome }, { onSettled: () => setAsked(null) });
        }}
        simulating={simulate.isPending ? asked : null}
        onRetry={onRetry}
        onClose={onClose}
        keepHint={keepHint}
      />
    </Stack>
  );
}
