import { IconFileText } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function TermsPage() {
  return <InfoPage page="termandcondition" icon={IconFileText} />;
}
