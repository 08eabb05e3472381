import { IconCalendarEvent, IconGift, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Favorite, FavoriteType } from '../api/favorite';
import classes from './FavoriteCard.module.css';

const placeholderIcons: Record<FavoriteType, typeof IconGift> = {
  product: IconGift,
  list: IconListDetails,
  event: IconCalendarEvent,
};

/** The favourite's picture, or its kind's icon when it has none or the picture fails to load. */
export function FavoriteImage({ favorite }: { favorite: Pick<Favorite, 'name' | 'image' | 'type'> }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!favorite.image || failed) {
    const Icon = placeholderIcons[favorite.type];
    return (
      <div className={classes.placeholder} role="img" aria-label={t('favorites.noImage')}>
        <Icon size={40} stroke={1.4} aria-hidden />
      </div>
    );
  }
  return (
    <img
      className={classes.image}
      src={favorite.image}
      alt={t('favorites.imageAlt', { name: favorite.name })}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
