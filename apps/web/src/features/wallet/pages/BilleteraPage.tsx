import { IconWallet } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function BilleteraPage() {
  return <InfoPage page="billetera" icon={IconWallet} />;
}
