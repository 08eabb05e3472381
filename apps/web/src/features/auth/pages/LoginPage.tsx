import { IconLogin2 } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function LoginPage() {
  return <InfoPage page="login" icon={IconLogin2} />;
}
