import { IconWallet } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function BilleteraViewPage() {
  return <InfoPage page="billeteraView" icon={IconWallet} />;
}
