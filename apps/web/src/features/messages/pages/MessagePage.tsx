import { IconMessage } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function MessagePage() {
  return <InfoPage page="message" icon={IconMessage} />;
}
