import { IconBell } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function NotificationPage() {
  return <InfoPage page="notification" icon={IconBell} />;
}
