import type { Favorite } from '@detalle/contract';
import { SimpleGrid } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { useTranslation } from '@/i18n';
import type { FavoriteFilter } from '../lib/favorite-filter';
import { FavoriteCard } from './FavoriteCard';

const grid = { base: 2, sm: 3, lg: 4 };

/**
 * The favorites shown, as cards in a grid named by the page's title (`labelledBy`); when the kind chosen has
 * none loaded, says so (and whether more may come with "Ver más").
 */
export function FavoriteGrid({
  favorites,
  filter,
  moreToLoad,
  labelledBy,
  onShare,
  onRemove,
  removingId,
  focusId,
  focusRef,
}: {
  favorites: Favorite[];
  filter: FavoriteFilter;
  moreToLoad: boolean;
  labelledBy: string;
  onShare: (favorite: Favorite) => void;
  onRemove: (favorite: Favorite) => void;
  removingId: string | undefined;
  /** The card that takes the focus (after "Ver más" or a removal). */
  focusId: string | null;
  focusRef: RefObject<HTMLAnchorElement | null>;
}) {
  const { t } = useTranslation();
  if (favorites.length === 0)
    return (
      <EmptyMessage
        icon={<IconHeart aria-hidden />}
        title={t(`favorites.page.noneOfType.${filter as Exclude<FavoriteFilter, 'all'>}`)}
        description={moreToLoad ? t('favorites.page.noneOfTypeYet') : t('favorites.page.noneOfTypeHint')}
      />
    );
  return (
    <SimpleGrid cols={grid} spacing="md" component="ul" aria-labelledby={labelledBy} m={0} p={0}>
      {favorites.map((favorite) => (
        <li key={favorite.id} style={{ listStyle: 'none' }}>
          <FavoriteCard
            favorite={favorite}
            onShare={onShare}
            onRemove={onRemove}
            removing={removingId === favorite.id}
            linkRef={favorite.id === focusId ? focusRef : undefined}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
