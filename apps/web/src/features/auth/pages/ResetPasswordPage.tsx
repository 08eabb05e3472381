import { IconLockPassword } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function ResetPasswordPage() {
  return <InfoPage page="resetPassword" icon={IconLockPassword} />;
}
