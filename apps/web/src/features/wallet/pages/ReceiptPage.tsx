import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { QueryError } from '@/components/feedback/QueryError';
import { Unavailable } from '@/components/feedback/Unavailable';
import { useTranslation } from '@/i18n';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { walletKeys } from '@/lib/query-keys';
import { secrecyPromise } from '@/lib/secrecy';
import { getGuestReceipt } from '../api/save-guest-payment';
import { DelayedPayment } from '../components/DelayedPayment';
import { LabelledValue } from '../components/ReceiptLines';
import { StatusBadge } from '../components/StatusBadge';
import { WalletPage } from '../components/WalletPage';
import { paymentLook } from '../lib/money-state';

/**
 * `justificante/{id}?token=…`: the receipt a guest (no account) opens from the e-mail sent when their
 * payment succeeded, or started by a delayed way (a transfer, a voucher…): while its money is on its way, its
 * instructions are shown again above it. The token is the only key: a wrong or cut link is the same "not found".
 */
export default function ReceiptPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const query = useQuery({
    queryKey: walletKeys.guestReceipt(id),
    queryFn: ({ signal }) => getGuestReceipt(id, token, signal),
    enabled: token.length >= 16,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  const gone = token.length < 16 || (query.isError && isApiError(query.error) && query.error.status === 404);
  const p = query.data;
  // The receipt does not say whether the list was revealed since: the sentence promises no date.
  const promise = secrecyPromise({
    way: 'money',
    reveal: 'unknown',
    showName: p?.showName ?? true,
    owner: p?.recipientName ?? '',
  });
  return (
    <WalletPage title={t('pages.justificante.title')}>
      {gone ? (
        <Unavailable
          icon={IconReceiptOff}
          title={t('wallet.guestReceipt.unavailableTitle')}
          description={t('wallet.guestReceipt.unavailableText')}
        />
      ) : query.isError ? (
        <QueryError
          title={t('wallet.receipt.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : p ? (
        <Stack gap="lg">
          {p.status === 'awaiting_funds' ? (
            <Paper withBorder radius="lg" p={{ base: 'sm', xs: 'lg' }}>
              <DelayedPayment
                payment={p}
                recipientName={p.recipientName}
                guestToken={token}
                keepHint={false}
              />
            </Paper>
          ) : null}
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <StatusBadge look={paymentLook(p, 'payer')} />
              <LabelledValue
                label={t('wallet.guestReceipt.amount')}
                value={formatMoney({ amount: p.amount, currency: p.currency })}
              />
              {p.requestedAmount !== null && p.requestedAmount !== p.amount ? (
                <LabelledValue
                  label={t('wallet.receipt.requested')}
                  value={formatMoney({ amount: p.requestedAmount, currency: p.currency })}
                />
              ) : null}
              {p.paidWith !== 'card' ? (
                <LabelledValue
                  label={t('wallet.receipt.paidWith')}
                  value={t(`wallet.pay.methods.${p.paidWith}.label`)}
                />
              ) : null}
              {p.gift ? <LabelledValue label={t('wallet.guestReceipt.for')} value={p.gift.name} /> : null}
              {p.list ? <LabelledValue label={t('wallet.guestReceipt.list')} value={p.list.name} /> : null}
              <LabelledValue label={t('wallet.guestReceipt.recipient')} value={p.recipientName} />
              <LabelledValue
                label={t('wallet.guestReceipt.date')}
                value={formatDate(p.paidAt ?? p.createdAt, { withTime: true })}
              />
              {p.message ? (
                <LabelledValue label={t('wallet.guestReceipt.message')} value={`«${p.message}»`} />
              ) : null}
              <Text size="sm" c="dimmed">
                {t(promise.key, promise.params)}
              </Text>
            </Stack>
          </Paper>
        </Stack>
      ) : (
        <Skeleton h={320} radius="lg" aria-label={t('wallet.receipt.loading')} />
      )}
    </WalletPage>
  );
}
