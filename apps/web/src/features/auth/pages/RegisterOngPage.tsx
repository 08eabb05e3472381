import { IconBuildingCommunity } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function RegisterOngPage() {
  return <InfoPage page="registerOng" icon={IconBuildingCommunity} />;
}
