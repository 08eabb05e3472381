import type { Favorite } from '@detalle/contract';
import { ActionIcon, Badge, Group } from '@mantine/core';
import { IconHeartOff, IconShare } from '@tabler/icons-react';
import type { Ref } from 'react';
import { MediaCard } from '@/components/media-card/MediaCard';
import { useTranslation } from '@/i18n';
import { favoriteItemHref } from '../lib/favorite-href';
import classes from './FavoriteCard.module.css';
import { FavoriteImage } from './FavoriteImage';

type FavoriteCardProps = {
  favorite: Favorite;
  onShare: (favorite: Favorite) => void;
  onRemove: (favorite: Favorite) => void;
  removing: boolean;
  /** Lets the page move focus here (after "Ver más" or a removal). */
  linkRef?: Ref<HTMLAnchorElement>;
};

/** One favourite: picture, kind and name (the whole card opens it), with share and remove. */
export function FavoriteCard({ favorite, onShare, onRemove, removing, linkRef }: FavoriteCardProps) {
  const { t } = useTranslation();
  return (
    <MediaCard
      className={classes.card}
      media={<FavoriteImage favorite={favorite} />}
      headingLevel={2}
      above={
        <Badge radius="md" variant="light" size="md" color={badgeColors[favorite.type]}>
          {t(`favorites.types.${favorite.type}`)}
        </Badge>
      }
      title={favorite.name}
      href={favoriteItemHref(favorite)}
      linkRef={linkRef}
    >
      <Group className={classes.actions} justify="flex-end" gap={4}>
        <ActionIcon
          variant="subtle"
          size="xl"
          radius="xl"
          aria-label={t('favorites.page.share', { name: favorite.name })}
          onClick={() => onShare(favorite)}
        >
          <IconShare size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          size="xl"
          radius="xl"
          aria-label={t('favorites.page.remove', { name: favorite.name })}
          loading={removing}
          onClick={() => onRemove(favorite)}
        >
          <IconHeartOff size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </MediaCard>
  );
}

const badgeColors = { product: 'grape', list: 'teal', event: 'orange' } as const;
