import type { Payout } from '@detalle/contract';
import { useTranslation } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { movementStatusColor, payoutStatusAsMovement } from '../lib/labels';
import { brandName } from './MethodRow';
import { Receipt } from './Receipt';

/** A withdrawal's receipt: amount, cost, what reaches the bank, where and when. */
export function PayoutReceipt({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  return (
    <Receipt
      movement={payout}
      what={t('wallet.receipt.youWithdrew')}
      look={{
        words: t(`wallet.payoutStatus.${payout.status}`),
        tone: movementStatusColor[payoutStatusAsMovement[payout.status]],
      }}
      netLabel={t('wallet.receipt.netBank')}
      date={payout.createdAt}
      lines={[
        [t('wallet.receipt.arrival'), formatDate(payout.arrivalDate)],
        [t('wallet.receipt.bank'), `${brandName(payout.bank.brand)} ${payout.bank.masked}`],
        [t('wallet.receipt.holder'), payout.bank.holder],
      ]}
    />
  );
}
