import { useTranslation } from '@/i18n';
import { WalletPage } from '../components/WalletPage';
import {
  BalanceSection,
  LatestMovements,
  MoneyInOut,
  SavedMethods,
  WalletActions,
} from '../components/WalletSections';

/** `billetera`: the balance, what went in and out, the latest movements and the saved methods. */
export default function WalletOverviewPage() {
  const { t } = useTranslation();
  return (
    <WalletPage title={t('pages.billetera.title')}>
      <BalanceSection />
      <WalletActions />
      <MoneyInOut />
      <LatestMovements />
      <SavedMethods />
    </WalletPage>
  );
}
