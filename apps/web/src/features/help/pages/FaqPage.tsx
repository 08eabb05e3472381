import { IconHelpCircle } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function FaqPage() {
  return <InfoPage page="faq" icon={IconHelpCircle} />;
}
