import { IconHeartShare } from '@tabler/icons-react';
import { InfoPage } from '@/components/InfoPage';

export default function FavoriteSharedPage() {
  return <InfoPage page="favoriteShared" icon={IconHeartShare} />;
}
