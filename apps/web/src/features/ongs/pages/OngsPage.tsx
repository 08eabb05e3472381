import { Avatar, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingCommunity, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { LoadMore } from '@/components/feedback/LoadMore';
import { QueryView } from '@/components/feedback/QueryView';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { uniqueById } from '@/lib/paging';
import { hrefTo } from '@/lib/paths';
import { ONGS_PAGE_SIZE, useOngs } from '../api/ongs';

/** `ongs`: the verified ONGs, by name, to choose one to give to (no account needed). */
export default function OngsPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.ongs.title'));
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const ongs = useOngs(q);
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Title order={1}>{t('pages.ongs.title')}</Title>
      <Text c="dimmed">{t('ongs.intro')}</Text>
      <TextInput
        label={t('ongs.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maxLength={80}
        type="search"
      />
      <QueryView
        query={ongs}
        loadingLabel={t('ongs.loading')}
        skeleton={<ListSkeleton variant="rows" count={3} />}
        errorTitle={t('ongs.loadError')}
        isEmpty={(d) => d.pages[0]?.total === 0}
        empty={
          <EmptyMessage title={t('ongs.empty')} icon={<IconBuildingCommunity size={40} aria-hidden />} />
        }
      >
        {(data) => {
          const list = uniqueById(data.pages);
          return (
            <Stack gap="sm">
              {list.map((o) => (
                <Paper
                  key={o.id}
                  withBorder
                  radius="lg"
                  p="md"
                  component={Link}
                  to={hrefTo('ong', { id: o.id })}
                >
                  <Group wrap="nowrap">
                    <Avatar src={o.image} alt="" radius="xl" size="lg">
                      {o.name.slice(0, 1).toUpperCase()}
                    </Avatar>
                    <Stack gap={2}>
                      <Text fw={600}>{o.name}</Text>
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {o.description}
                      </Text>
                    </Stack>
                  </Group>
                </Paper>
              ))}
              <LoadMore
                query={ongs}
                shown={list.length}
                pageSize={ONGS_PAGE_SIZE}
                labels={{
                  loadMore: t('ongs.loadMore'),
                  loadingMore: t('ongs.loadingMore'),
                  error: t('ongs.loadError'),
                  allShown: t('ongs.allShown'),
                }}
              />
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
