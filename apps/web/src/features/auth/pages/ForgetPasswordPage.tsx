import { IconKey } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function ForgetPasswordPage() {
  return <InfoPage page="forgetPassword" icon={IconKey} />;
}
