import { IconPhoto } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function ImagenPredeterminadaPage() {
  return <InfoPage page="imagenPredeterminada" icon={IconPhoto} />;
}
