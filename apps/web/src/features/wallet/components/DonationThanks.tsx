import type { Donation } from '@detalle/contract';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconHeartHandshake } from '@tabler/icons-react';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { formatMoney } from '@/lib/money';
import { useDonate } from '../api/donations';

/** After a donation succeeded (by card at once, or when a delayed way's money arrived): thanks and the certificate. */
export function DonationThanks({
  donation,
  token,
  onClose,
}: {
  donation: Donation;
  token: string | null;
  /** In the donation dialog: "Cerrar". */
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const { certificate } = useDonate();
  return (
    <Stack gap="md" align="center" ta="center" py="md">
      <IconHeartHandshake size={48} aria-hidden color="var(--mantine-color-teal-6)" />
      <Title order={2} size="h3">
        {t('wallet.donate.thanks', { money: formatMoney(donation), name: donation.ong.name })}
      </Title>
      <Text size="sm" c="dimmed">
        {t(token ? 'wallet.donate.thanksGuest' : 'wallet.donate.thanksSignedIn', {
          number: donation.certificateNumber ?? '',
        })}
      </Text>
      {certificate.isError ? <FormError message={errorText(certificate.error)} /> : null}
      <Button
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={certificate.isPending}
        onClick={() => certificate.mutate({ donation, token })}
      >
        {t('wallet.donate.certificate')}
      </Button>
      {onClose ? (
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('wallet.donate.close')}
        </Button>
      ) : null}
    </Stack>
  );
}
