import { IconCreditCard } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function BilleteraCardPage() {
  return <InfoPage page="billeteraCard" icon={IconCreditCard} />;
}
