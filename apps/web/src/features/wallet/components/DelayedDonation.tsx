import type { Donation } from '@detalle/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { hrefTo } from '@/lib/paths';
import { useSimulateDonation } from '../api/simulate-donation';
import type { SimulatedOutcome } from '../api/simulate-funds';
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
  keepHint = true,
}: {
  donation: Donation;
  /** A guest's token (the first answer has it; the page reads it from its address); null signed in. */
  token: string | null;
  /** In the dialog, after it expired or was refused: back to the form. */
  onRetry?: () => void;
  onClose?: () => void;
  /** "Puedes cerrar esta ventana…" (not on the donation's own page). */
  keepHint?: boolean;
}) {
  const { t } = useTranslation();
  const simulate = useSimulateDonation();
  const [asked, setAsked] = useState<SimulatedOutcome | null>(null);
  const current = simulate.data ?? donation;
  if (current.status === 'succeeded')
    return <DonationThanks donation={current} token={token} onClose={onClose} />;
  const waiting = current.status === 'awaiting_funds';
  return (
    <Stack gap="sm">
      <FormError message={simulate.error ? errorText(simulate.error) : null} />
      <DelayedPaymentView
        payment={{ ...current, expiresAt: current.expiresAt ?? null }}
        recipientName={current.ong.name}
        onSimulate={(outcome) => {
          setAsked(outcome);
          simulate.mutate({ id: donation.id, token, outcome }, { onSettled: () => setAsked(null) });
        }}
        simulating={simulate.isPending ? asked : null}
        onRetry={onRetry}
        keepHint={false}
      />
      {waiting && keepHint ? (
        <Text size="xs" c="dimmed">
          {t(token ? 'wallet.donateBy.keepGuest' : 'wallet.donateBy.keepSignedIn')}{' '}
          {token ? null : <DonationLink id={donation.id} />}
        </Text>
      ) : null}
    </Stack>
  );
}

/** "Ver mi donación": in the app's router a link, else (a dialog opened outside it) a plain address. */
function DonationLink({ id }: { id: string }) {
  const { t } = useTranslation();
  const inRouter = useInRouterContext();
  const to = hrefTo('donacion', { id });
  return inRouter ? (
    <Anchor component={Link} to={to} size="xs">
      {t('wallet.donateBy.open')}
    </Anchor>
  ) : (
    <Anchor href={to} size="xs">
      {t('wallet.donateBy.open')}
    </Anchor>
  );
}
