import { IconCalendar } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function CalendarioPage() {
  return <InfoPage page="calendario" icon={IconCalendar} />;
}
