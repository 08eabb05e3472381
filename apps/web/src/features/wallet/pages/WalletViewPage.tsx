import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { friendsQueryOptions } from '@/features/friends';
import { NotFoundPage } from '@/features/system';
import { useTranslation } from '@/i18n';
import { uniqueById } from '@/lib/paging';
import { paths } from '@/lib/paths';
import { CardsView } from '../components/CardsView';
import { MovementsView } from '../components/MovementsView';
import { SendView } from '../components/SendView';
import { WalletPage } from '../components/WalletPage';
import { WithdrawView } from '../components/WithdrawView';
import { WALLET_VIEWS, type WalletView } from '../lib/hrefs';

/** `enviar` needs my friends: read through the friends feature's own query. */
function Send() {
  const friends = useInfiniteQuery(friendsQueryOptions());
  return (
    <SendView
      friends={friends.data ? uniqueById(friends.data.pages) : []}
      friendsLoading={friends.isPending}
    />
  );
}

const views: Record<WalletView, () => React.ReactNode> = {
  movimientos: () => <MovementsView />,
  tarjetas: () => <CardsView />,
  retirar: () => <WithdrawView />,
  enviar: () => <Send />,
};

/** `billetera/{view}`: movimientos, tarjetas, retirar, enviar; anything else is not found. */
export default function WalletViewPage() {
  const { t } = useTranslation();
  const { view } = useParams();
  const known = WALLET_VIEWS.find((v) => v === view);
  if (!known) return <NotFoundPage />;
  return (
    <WalletPage
      key={known}
      title={t(`wallet.views.${known}`)}
      back={{ to: paths.billetera.path, label: t('wallet.back') }}
    >
      {views[known]()}
    </WalletPage>
  );
}
