import { IconShieldLock } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function PrivacyPage() {
  return <InfoPage page="privacypolicies" icon={IconShieldLock} />;
}
