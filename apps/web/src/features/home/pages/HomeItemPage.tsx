import { IconSparkles } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function HomeItemPage() {
  return <InfoPage page="homeItem" icon={IconSparkles} />;
}
