import { IconConfetti } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function EventoPage() {
  return <InfoPage page="evento" icon={IconConfetti} />;
}
