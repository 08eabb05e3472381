import { IconReceipt } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function BilleteraPaymentPage() {
  return <InfoPage page="billeteraPayment" icon={IconReceipt} />;
}
