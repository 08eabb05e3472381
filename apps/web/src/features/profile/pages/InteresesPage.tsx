import { IconHeartHandshake } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function InteresesPage() {
  return <InfoPage page="intereses" icon={IconHeartHandshake} />;
}
