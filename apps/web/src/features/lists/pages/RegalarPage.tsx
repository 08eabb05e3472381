import { IconGift } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function RegalarPage() {
  return <InfoPage page="regalar" icon={IconGift} />;
}
