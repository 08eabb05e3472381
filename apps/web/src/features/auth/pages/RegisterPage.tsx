import { IconUserPlus } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function RegisterPage() {
  return <InfoPage page="register" icon={IconUserPlus} />;
}
