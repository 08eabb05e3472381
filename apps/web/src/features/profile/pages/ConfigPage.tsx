import { IconSettings } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function ConfigPage() {
  return <InfoPage page="config" icon={IconSettings} />;
}
