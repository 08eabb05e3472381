import { IconFlag } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function FlagPage() {
  return <InfoPage page="flag" icon={IconFlag} />;
}
