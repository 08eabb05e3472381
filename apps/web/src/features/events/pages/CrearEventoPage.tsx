import { IconCalendarPlus } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function CrearEventoPage() {
  return <InfoPage page="crearEvento" icon={IconCalendarPlus} />;
}
