import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconReceiptOff } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { QueryError } from '@/components/feedback/QueryError';
import { Unavailable } from '@/components/feedback/Unavailable';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { errorText, isApiError } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useDonate, useDonation } from '../api/donations';
import { DelayedDonation } from '../components/DelayedDonation';
import { LabelledValue } from '../components/ReceiptLines';
import { StatusBadge } from '../components/StatusBadge';
import { WalletPage } from '../components/WalletPage';
import { paymentLook } from '../lib/money-state';

/**
 * `donacion/{id}` (`?token=…` for a guest, from the e-mail sent when the donation succeeded or a delayed way
 * started): the donation and its certificate (PDF); while its money is on its way, what the donor must do. Someone else's donation, or a wrong or cut link, is the same "not found".
 */
export default function DonationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const query = useDonation(id, token);
  const { certificate } = useDonate();
  const gone = query.isError && isApiError(query.error) && query.error.status === 404;
  const d = query.data;
  return (
    <WalletPage title={t('pages.donacion.title')}>
      {gone ? (
        <Unavailable
          icon={IconReceiptOff}
          title={t('wallet.donation.unavailableTitle')}
          description={t('wallet.donation.unavailableText')}
        />
      ) : query.isError ? (
        <QueryError
          title={t('wallet.donation.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : d ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <StatusBadge look={paymentLook({ status: d.status, availableOn: null }, 'payer')} />
            <LabelledValue label={t('wallet.donation.amount')} value={formatMoney(d)} />
            <LabelledValue label={t('wallet.donation.ong')} value={d.ong.name} />
            <LabelledValue
              label={t('wallet.donation.donor')}
              value={d.taxId ? `${d.fullName} · ${d.taxId}` : d.fullName}
            />
            <LabelledValue
              label={t('wallet.guestReceipt.date')}
              value={formatDate(d.paidAt ?? d.createdAt, { withTime: true })}
            />
            {d.certificateNumber ? (
              <LabelledValue label={t('wallet.donation.number')} value={d.certificateNumber} />
            ) : null}
            {d.paidWith !== 'card' && d.status !== 'succeeded' ? (
              <DelayedDonation donation={d} token={token} keepHint={false} />
            ) : null}
            {certificate.isError ? <FormError message={errorText(certificate.error)} /> : null}
            {d.certificateNumber ? (
              <Button
                leftSection={<IconDownload size={18} aria-hidden />}
                loading={certificate.isPending}
                onClick={() => certificate.mutate({ donation: d, token })}
              >
                {t('wallet.donate.certificate')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t('wallet.donation.noCertificate')}
              </Text>
            )}
          </Stack>
        </Paper>
      ) : (
        <Skeleton h={320} radius="lg" aria-label={t('wallet.donation.loading')} />
      )}
    </WalletPage>
  );
}
