import type { Favorite } from '@detalle/contract';
import { Button, Loader, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCompass, IconHeart, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { LoadMore } from '@/components/feedback/LoadMore';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { shareLink } from '@/components/share/share-link';
import { usePageTitle } from '@/hooks/use-page-title';
import { uniqueById } from '@/lib/paging';
import { paths } from '@/lib/paths';
import { useDeleteFavorite } from '../api/delete-favorite';
import { FAVORITES_PAGE_SIZE, useFavorites } from '../api/get-favorites';
import { FavoriteCard } from '../components/FavoriteCard';
import {
  type FavoriteFilter,
  readFilter,
  SEARCH_PARAM,
  TYPE_PARAM,
  typeParams,
} from '../lib/favorite-filter';
import { favoriteSharedHref } from '../lib/favorite-href';

const SEARCH_DEBOUNCE_MS = 350;
const TITLE_ID = 'favoritos-titulo';
const grid = { base: 2, sm: 3, lg: 4 };

/**
 * `favorite`: what I saved, newest first. The search goes to the server (`sea`);
 * the API has no filter by kind, so "Productos / Listas / Eventos" filters what is
 * loaded. Both live in the address (`?q=`, `?tipo=`), so coming back from an item
 * finds the page as it was left.
 */
export default function FavoritePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.favorite.title'));
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get(SEARCH_PARAM) ?? '');
  const [term] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const filter = readFilter(params.get(TYPE_PARAM));
  const favorites = useFavorites(term);
  const remove = useDeleteFavorite();
  const titleRef = useRef<HTMLHeadingElement>(null);

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const searchInUrl = params.get(SEARCH_PARAM) ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search term rewrites the address
  useEffect(() => {
    if (term !== searchInUrl) setParam(SEARCH_PARAM, term || null);
  }, [term]);

  // After "Ver más" or a removal, focus goes to a sensible card instead of being lost.
  const [focusId, setFocusId] = useState<string | null>(null);
  const focusRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusId === null || !focusRef.current) return;
    focusRef.current.focus();
    setFocusId(null);
  });

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

  // Loading, a failed first load and the empty states are QueryView's; the grid and "Ver más" are the page's.
  const content = (
    <QueryView
      query={favorites}
      loadingLabel={t('favorites.page.loading')}
      skeleton={<ListSkeleton count={4} />}
      errorTitle={t('favorites.page.loadError')}
      isEmpty={() => items.length === 0}
      empty={
        term ? (
          <EmptyMessage
            icon={<IconSearch aria-hidden />}
            title={t('favorites.page.noMatchTitle', { term })}
            description={t('favorites.page.noMatchDescription')}
          />
        ) : (
          <EmptyMessage
            icon={<IconHeart aria-hidden />}
            title={t('favorites.page.emptyTitle')}
            description={t('favorites.page.emptyDescription')}
            action={
              <Button
                component={Link}
                to={paths.categoria.path}
                leftSection={<IconCompass size={18} aria-hidden />}
              >
                {t('favorites.page.explore')}
              </Button>
            }
          />
        )
      }
    >
      {() => (
        <Stack gap="lg">
          {visible.length === 0 ? (
            <EmptyMessage
              icon={<IconHeart aria-hidden />}
              title={t(`favorites.page.noneOfType.${filter as Exclude<FavoriteFilter, 'all'>}`)}
              description={
                favorites.hasNextPage ? t('favorites.page.noneOfTypeYet') : t('favorites.page.noneOfTypeHint')
              }
            />
          ) : (
            <SimpleGrid cols={grid} spacing="md" component="ul" aria-labelledby={TITLE_ID} m={0} p={0}>
              {visible.map((favorite) => (
                <li key={favorite.id} style={{ listStyle: 'none' }}>
                  <FavoriteCard
                    favorite={favorite}
                    onShare={share}
                    onRemove={removeOne}
                    removing={remove.isPending && remove.variables?.id === favorite.id}
                    linkRef={favorite.id === focusId ? focusRef : undefined}
                  />
                </li>
              ))}
            </SimpleGrid>
          )}
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
  );

  const searching = favorites.isFetching && favorites.isPlaceholderData;
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
      <Stack gap="sm">
        <TextInput
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          label={t('favorites.page.searchLabel')}
          placeholder={t('favorites.page.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={searching ? <Loader size="xs" aria-label={t('favorites.page.searching')} /> : null}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
        />
        <SegmentedControl
          fullWidth
          aria-label={t('favorites.page.filterLabel')}
          value={filter}
          onChange={(value) => setParam(TYPE_PARAM, typeParams[value as FavoriteFilter] ?? null)}
          data={(['all', 'product', 'list', 'event'] as const).map((value) => ({
            value,
            label: t(`favorites.page.filters.${value}`),
          }))}
        />
      </Stack>
      {content}
    </Stack>
  );
}
