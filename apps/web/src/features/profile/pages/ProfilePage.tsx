import { IconUserCircle } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function ProfilePage() {
  return <InfoPage page="profile" icon={IconUserCircle} />;
}
