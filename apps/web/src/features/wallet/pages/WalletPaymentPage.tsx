import { Skeleton } from '@mantine/core';
import { useParams } from 'react-router';
import { QueryError } from '@/components/feedback/QueryError';
import { NotFoundPage } from '@/features/system';
import { ThankGiverButton } from '@/features/thanks';
import { useTranslation } from '@/i18n';
import { isApiError } from '@/lib/api';
import { usePayment } from '../api/get-payment';
import { usePayout } from '../api/get-payout';
import { WalletUnavailable } from '../components/MethodUnavailable';
import { PaymentReceipt } from '../components/PaymentReceipt';
import { PayoutReceipt } from '../components/PayoutReceipt';
import { WalletPage } from '../components/WalletPage';
import { methodHref, methodTypeOf, RECEIVED, viewHref } from '../lib/hrefs';

/**
 * `billetera/{cardId}/{cardType}/{paymentId}`: a receipt. Under a card (`tarjeta`) it is a payment, under a
 * bank account (`cuenta`) a withdrawal. What is not mine is a 404 from the API and the not-available page.
 */
export default function WalletPaymentPage() {
  const { t } = useTranslation();
  const { cardId = '', cardType, paymentId = '' } = useParams();
  const type = methodTypeOf(cardType);
  const payment = usePayment(paymentId, type === 'card');
  const payout = usePayout(paymentId, type === 'bank');
  const query = type === 'card' ? payment : payout;

  if (!type) return <NotFoundPage />;
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <WalletUnavailable what="receipt" />;
  }
  const back =
    cardId === RECEIVED
      ? { to: viewHref('movimientos'), label: t('wallet.views.movimientos') }
      : {
          to: methodHref({ id: cardId, type }),
          label: t(type === 'card' ? 'wallet.method.card' : 'wallet.method.bank'),
        };

  return (
    <WalletPage title={t('wallet.receipt.title')} back={back}>
      {query.isError ? (
        <QueryError
          title={t('wallet.receipt.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : type === 'card' && payment.data ? (
        <PaymentReceipt
          payment={payment.data}
          thank={payment.data.thank ? <ThankGiverButton item={payment.data.thank} /> : null}
        />
      ) : type === 'bank' && payout.data ? (
        <PayoutReceipt payout={payout.data} />
      ) : (
        <Skeleton h={320} radius="lg" aria-label={t('wallet.receipt.loading')} />
      )}
    </WalletPage>
  );
}
