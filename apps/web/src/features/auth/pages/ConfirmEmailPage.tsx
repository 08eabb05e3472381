import { IconMailCheck } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function ConfirmEmailPage() {
  return <InfoPage page="confirmar" icon={IconMailCheck} />;
}
