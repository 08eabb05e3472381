import { IconUsers } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function AmigosPage() {
  return <InfoPage page="amigos" icon={IconUsers} />;
}
