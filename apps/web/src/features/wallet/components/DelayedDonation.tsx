import type { Donation } from '@detalle/contract';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/FormError';
import { errorText } from '@/lib/api';
import type { SimulatedOutcome } from '../api/simulate-funds';
import { useSimulateDonation } from '../api/simulate-donation';
import { DelayedPaymentView } from './DelayedPaymentView';
import { DonationThanks } from './DonationThanks';

/**
 * A donation by a way whose money arrives later (a transfer, SPEI, an OXXO voucher, Bizum, MercadoPago), after
 * it started and on its page from the e-mailed link: what the donor must do, the test mode's buttons, then how
 * it ended: the thanks and the certificate once the money arrived; expired or refused, and in the dialog
 * another way to choose.
 */
export function DelayedDonation({
  donation,
  token,
  onRetry,
  onClose,
}: {
  donation: Donation;
  /** A guest's token (the first answer has it; the page reads it from its address); null signed in. */
  token: string | null;
  /** In the dialog, after it expired or was refused: back to the form. */
  onRetry?: () => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const simulate = useSimulateDonation();
  const [asked, setAsked] = useState<SimulatedOutcome | null>(null);
  const current = simulate.data ?? donation;
  if (current.status === 'succeeded') return <DonationThanks donation={current} token={token} onClose={onClose} />;
  const waiting = current.status === 'awaiting_funds';
  return (
    <Stack gap="sm">
      <FormError message={simulate.error ? errorText(simulate.error) : null} />
      <DelayedPaymentView
        payment={current}
        recipientName={current.ong.name}
        onSimulate={(outcome) => {
          setAsked(outcome);
          simulate.mutate({ id: donation.id, token, outcome }, { onSettled: () => setAsked(null) });
        }}
        simulating={simulate.isPending ? asked : null}
        onRetry={onRetry}
        keepHint={false}
      />
      {waiting ? (
        <Text size="xs" c="dimmed">
          {t(token ? 'wallet.donateBy.keepGuest' : 'wallet.donateBy.keepSignedIn')}
        </Text>
      ) : null}
    </Stack>
  );
}
