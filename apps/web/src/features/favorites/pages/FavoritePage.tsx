import { IconHeart } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function FavoritePage() {
  return <InfoPage page="favorite" icon={IconHeart} />;
}
