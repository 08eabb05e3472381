import type { GiftList, Page } from '@detalle/contract';
import { Anchor, Button, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconGift, IconHeartHandshake, IconLink, IconSearch } from '@tabler/icons-react';
import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryView } from '@/components/feedback/QueryView';
import { InfoPage } from '@/components/InfoPage';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { listFirstNames } from '@/lib/together';
import { featuredListsQuery, searchListsQuery } from '../api/get-lists';
import { linkProblemQueryOptions } from '../api/regalar-data';
import { LIST_PARAM, SEARCH_PARAM, sharedListHref } from '../lib/paths';
import classes from './ListFinder.module.css';
import { ListTile } from './ListTile';
import { ListTilesSkeleton } from './ListTilesSkeleton';

type Lists = UseInfiniteQueryResult<InfiniteData<Page<GiftList>>>;

/** Lists as tiles that open their shared page (`regalar?lista=`), which works without an account. */
function ListTiles({ query, empty, label }: { query: Lists; empty: string; label: string }) {
  const { t } = useTranslation();
  return (
    <QueryView
      query={query}
      loadingLabel={label}
      skeleton={<ListTilesSkeleton />}
      errorTitle={t('giving.finder.error')}
    >
      {(data) => {
        const lists = data.pages[0]?.list ?? [];
        if (lists.length === 0) return <Text c="dimmed">{empty}</Text>;
        return (
          <SimpleGrid component="ul" cols={{ base: 2, sm: 3 }} spacing="sm" className={classes.grid}>
            {lists.map((list) => (
              <li key={list.id}>
                <ListTile
                  list={list}
                  href={sharedListHref(list.id)}
                  detail={
                    list.isMine ? t('home.lists.yours') : t('home.lists.by', { name: listFirstNames(list) })
                  }
                />
              </li>
            ))}
          </SimpleGrid>
        );
      }}
    </QueryView>
  );
}

/**
 * Both forms are plain GET forms to `regalar` (`?lista=`, `?buscar=`), so they work on the server-rendered
 * page before its code arrives; once it has, they navigate without reloading.
 */
function useGetForm(field: string) {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(field);
    navigate(`${paths.regalar.path}?${new URLSearchParams({ [field]: String(value ?? '') })}`);
  };
}

/**
 * `regalar` without a list: how to get to one. Paste its link or code, find someone's lists by name (only lists
 * anyone may find: never one shared by link only), the featured lists, and the ONGs' needs.
 * `link` is what was pasted, when it led to no list (`linkError` says why); `search` what was searched.
 */
export function ListFinder({ link, search }: { link: string; search: string }) {
  const { t } = useTranslation();
  const linkProblem = useQuery({ ...linkProblemQueryOptions(link), enabled: link !== '' });
  const linkError = link ? (linkProblem.data ?? undefined) : undefined;
  const searchValid = search.trim().length >= 2;
  const found = useInfiniteQuery({ ...searchListsQuery(search.trim()), enabled: searchValid });
  const featured = useInfiniteQuery(featuredListsQuery());
  const onLink = useGetForm(LIST_PARAM);
  const onSearch = useGetForm(SEARCH_PARAM);
  return (
    <Stack gap="xl" maw={720}>
      <InfoPage
        title={t('pages.regalar.title')}
        description={t('pages.regalar.description')}
        icon={IconGift}
      />

      <Stack gap="xs" component="section" aria-labelledby="regalar-enlace">
        <Title order={2} size="h3" id="regalar-enlace">
          {t('giving.finder.linkTitle')}
        </Title>
        <form method="get" action={paths.regalar.path} onSubmit={onLink} noValidate>
          <Stack gap="xs" align="flex-start">
            <TextInput
              name={LIST_PARAM}
              label={t('giving.finder.linkLabel')}
              description={t('giving.finder.linkHint')}
              placeholder={t('giving.finder.linkPlaceholder')}
              defaultValue={link}
              error={linkError}
              leftSection={<IconLink size={16} aria-hidden />}
              maxLength={2000}
              autoComplete="off"
              w="100%"
            />
            <Button type="submit">{t('giving.finder.open')}</Button>
          </Stack>
        </form>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="regalar-buscar">
        <Title order={2} size="h3" id="regalar-buscar">
          {t('giving.finder.searchTitle')}
        </Title>
        <form method="get" action={paths.regalar.path} onSubmit={onSearch}>
          <Stack gap="xs" align="flex-start">
            <TextInput
              name={SEARCH_PARAM}
              type="search"
              label={t('giving.finder.searchLabel')}
              description={t('giving.finder.searchHint')}
              defaultValue={search}
              error={search && !searchValid ? t('giving.finder.searchShort') : undefined}
              leftSection={<IconSearch size={16} aria-hidden />}
              maxLength={100}
              w="100%"
            />
            <Button type="submit">{t('giving.finder.search')}</Button>
          </Stack>
        </form>
        {searchValid ? (
          <ListTiles
            query={found}
            label={t('giving.finder.searching')}
            empty={t('giving.finder.noneFound', { search: search.trim() })}
          />
        ) : null}
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="regalar-destacadas">
        <Title order={2} size="h3" id="regalar-destacadas">
          {t('giving.finder.featuredTitle')}
        </Title>
        <ListTiles
          query={featured}
          label={t('giving.finder.featuredLoading')}
          empty={t('giving.finder.featuredNone')}
        />
      </Stack>

      <Stack gap={4} component="section" aria-labelledby="regalar-ongs">
        <Title order={2} size="h3" id="regalar-ongs">
          {t('giving.finder.ongsTitle')}
        </Title>
        <Text c="dimmed">{t('giving.finder.ongsText')}</Text>
        <Anchor component={Link} to={paths.ongs.path} fw={600}>
          <IconHeartHandshake size={18} aria-hidden style={{ verticalAlign: -4, marginRight: 4 }} />
          {t('giving.finder.ongsLink')}
        </Anchor>
      </Stack>
    </Stack>
  );
}
