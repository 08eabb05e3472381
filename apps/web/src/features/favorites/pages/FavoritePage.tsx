import type { Favorite } from '@detalle/contract';
import { Stack, Text, Title } from '@mantine/core';
import { type RefObject, useRef } from 'react';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { LoadMore } from '@/components/feedback/LoadMore';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { shareLink } from '@/components/share/share-link';
import { useCardFocus } from '@/hooks/use-card-focus';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { uniqueById } from '@/lib/paging';
import { useDeleteFavorite } from '../api/delete-favorite';
import { FAVORITES_PAGE_SIZE, useFavorites } from '../api/get-favorites';
import { FavoriteFilters } from '../components/FavoriteFilters';
import { FavoriteGrid } from '../components/FavoriteGrid';
import { FavoritesEmpty } from '../components/FavoritesEmpty';
import { useFavoriteSearch } from '../components/use-favorite-search';
import type { FavoriteFilter } from '../lib/favorite-filter';
import { favoriteSharedHref } from '../lib/favorite-href';

const TITLE_ID = 'favoritos-titulo';

/**
 * The favorites loaded for the search `term`, those of the kind shown, removing and sharing one; after "Ver más"
 * or a removal the focus goes to a sensible card, or to the title (`titleRef`) when none is left.
 */
function useFavoriteItems(
  term: string,
  filter: FavoriteFilter,
  titleRef: RefObject<HTMLHeadingElement | null>,
) {
  const { t } = useTranslation();
  const favorites = useFavorites(term);
  const remove = useDeleteFavorite();
  const { focusId, setFocusId, focusRef } = useCardFocus<HTMLAnchorElement>();

  const items = favorites.data ? uniqueById(favorites.data.pages) : [];
  const visible = filter === 'all' ? items : items.filter((f) => f.type === filter);
  const total = favorites.data?.pages.at(-1)?.total ?? items.length;

  const removeOne = (favorite: Favorite) => {
    const index = visible.findIndex((f) => f.id === favorite.id);
    const next = visible[index + 1] ?? visible[index - 1];
    remove.mutate(
      { id: favorite.id, referenceId: favorite.reference_id, type: favorite.type },
      {
        onSuccess: () => {
          showToast({ message: t('favorites.button.removed') });
          if (next) setFocusId(next.id);
          else titleRef.current?.focus();
        },
      },
    );
  };

  const share = (favorite: Favorite) =>
    void shareLink({
      url: favoriteSharedHref(favorite.id),
      text: t('favorites.page.shareText', { name: favorite.name }),
    });

  // The first new card of the kind shown; by id, since removals move the others.
  const focusFirstNew = (data: NonNullable<typeof favorites.data>) => {
    const first = uniqueById(data.pages)
      .slice(items.length)
      .find((f) => filter === 'all' || f.type === filter);
    if (first) setFocusId(first.id);
  };

  return {
    favorites,
    items,
    visible,
    total,
    removeOne,
    removingId: remove.isPending ? remove.variables?.id : undefined,
    share,
    focusFirstNew,
    focusId,
    focusRef,
  };
}

/**
 * `favorite`: what I saved, newest first. The search goes to the server (`sea`);
 * the API has no filter by kind, so "Productos / Listas / Eventos" filters what is
 * loaded. Both live in the address (`?q=`, `?tipo=`), so coming back from an item
 * finds the page as it was left.
 */
export default function FavoritePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.favorite.title'));
  const search = useFavoriteSearch();
  const { term, filter } = search;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { favorites, items, visible, total, removeOne, removingId, share, focusFirstNew, focusId, focusRef } =
    useFavoriteItems(term, filter, titleRef);

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1} ref={titleRef} tabIndex={-1} id={TITLE_ID}>
          {t('pages.favorite.title')}
        </Title>
        {items.length > 0 ? (
          <Text c="dimmed" aria-live="polite">
            {t('favorites.page.count', { count: total })}
          </Text>
        ) : null}
      </Stack>
      <FavoriteFilters
        text={search.text}
        onText={search.setText}
        searching={favorites.isFetching && favorites.isPlaceholderData}
        filter={filter}
        onFilter={search.setFilter}
      />
      {/* Loading, a failed first load and the empty states are QueryView's; the grid and "Ver más" are the page's. */}
      <QueryView
        query={favorites}
        loadingLabel={t('favorites.page.loading')}
        skeleton={<ListSkeleton count={4} />}
        errorTitle={t('favorites.page.loadError')}
        isEmpty={() => items.length === 0}
        empty={<FavoritesEmpty term={term} />}
      >
        {() => (
          <Stack gap="lg">
            <FavoriteGrid
              favorites={visible}
              filter={filter}
              moreToLoad={favorites.hasNextPage}
              labelledBy={TITLE_ID}
              onShare={share}
              onRemove={removeOne}
              removingId={removingId}
              focusId={focusId}
              focusRef={focusRef}
            />
            <LoadMore
              query={favorites}
              // The server's count: the filter by kind may show fewer than are loaded.
              shown={total}
              pageSize={FAVORITES_PAGE_SIZE}
              labels={{
                loadMore: t('favorites.page.loadMore'),
                loadingMore: t('favorites.page.loadingMore'),
                error: t('favorites.page.loadError'),
                allShown: t('favorites.page.allShown'),
              }}
              onLoaded={focusFirstNew}
            />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
