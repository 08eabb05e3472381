import { IconUsersPlus } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function JoinEventPage() {
  return <InfoPage page="joinEvent" icon={IconUsersPlus} />;
}
