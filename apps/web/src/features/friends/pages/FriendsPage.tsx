import { Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { useFriendRequests } from '../api/get-friend-requests';
import { BlockedList } from '../components/BlockedList';
import { FriendRequests } from '../components/FriendRequests';
import { FriendsList } from '../components/FriendsList';
import { InviteToDetalle } from '../components/InviteToDetalle';
import { PeopleSearch } from '../components/PeopleSearch';

/** `?tab=solicitudes` or `?tab=buscar` opens that tab (a friend-request notification links there). */
const TAB_PARAM = 'tab';
const tabs = ['amigos', 'solicitudes', 'buscar'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

export default function FriendsPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.amigos.title'));
  const [search, setSearch] = useSearchParams();
  const requested = search.get(TAB_PARAM);
  const tab: Tab = isTab(requested) ? requested : 'amigos';
  const requests = useFriendRequests();
  const incoming = requests.data?.incoming.length ?? 0;

  const setTab = (next: string | null) => {
    if (!isTab(next)) return;
    setSearch(next === 'amigos' ? {} : { [TAB_PARAM]: next }, { replace: true });
  };

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap="xs">
        <Title order={1}>{t('pages.amigos.title')}</Title>
        <Text c="dimmed">{t('friends.intro')}</Text>
        <Group>
          <InviteToDetalle />
        </Group>
      </Stack>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="amigos">{t('friends.tabs.friends')}</Tabs.Tab>
          <Tabs.Tab
            value="solicitudes"
            rightSection={
              incoming > 0 ? (
                <Badge
                  radius="md"
                  size="sm"
                  circle
                  aria-label={t('friends.tabs.pending', { count: incoming })}
                >
                  {incoming}
                </Badge>
              ) : null
            }
          >
            {t('friends.tabs.requests')}
          </Tabs.Tab>
          <Tabs.Tab value="buscar">{t('friends.tabs.search')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="amigos" pt="md">
          <FriendsList onSearch={() => setTab('buscar')} />
          <BlockedList />
        </Tabs.Panel>
        <Tabs.Panel value="solicitudes" pt="md">
          <FriendRequests />
        </Tabs.Panel>
        <Tabs.Panel value="buscar" pt="md">
          <PeopleSearch />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
