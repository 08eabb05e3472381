import type { Favorite, FavoriteType } from '@detalle/contract';
import { IconCalendarEvent, IconGift, IconListDetails } from '@tabler/icons-react';
import { MediaCardImage } from '@/components/media-card/MediaCardImage';
import { useTranslation } from '@/i18n';

const placeholderIcons: Record<FavoriteType, typeof IconGift> = {
  product: IconGift,
  list: IconListDetails,
  event: IconCalendarEvent,
};

/** The favourite's picture, or its kind's icon when it has none or the picture fails to load. */
export function FavoriteImage({ favorite }: { favorite: Pick<Favorite, 'name' | 'image' | 'type'> }) {
  const { t } = useTranslation();
  return (
    <MediaCardImage
      src={favorite.image}
      alt={t('favorites.imageAlt', { name: favorite.name })}
      fallback={{ icon: placeholderIcons[favorite.type], label: t('favorites.noImage') }}
    />
  );
}
