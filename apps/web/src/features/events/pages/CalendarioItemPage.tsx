import { IconCalendarHeart } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function CalendarioItemPage() {
  return <InfoPage page="calendarioItem" icon={IconCalendarHeart} />;
}
