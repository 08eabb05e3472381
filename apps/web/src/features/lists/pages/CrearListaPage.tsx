import { IconPlaylistAdd } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function CrearListaPage() {
  return <InfoPage page="crearLista" icon={IconPlaylistAdd} />;
}
