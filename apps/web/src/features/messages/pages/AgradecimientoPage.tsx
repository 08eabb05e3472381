import { IconMoodHeart } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function AgradecimientoPage() {
  return <InfoPage page="agradecimiento" icon={IconMoodHeart} />;
}
