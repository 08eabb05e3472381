import { IconListDetails } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function ListaPage() {
  return <InfoPage page="lista" icon={IconListDetails} />;
}
