import { namesTogether } from '@detalle/contract';
import { Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { pageLoadError } from '@/components/feedback/page-load-error';
import { QueryView } from '@/components/feedback/QueryView';
import { PeopleAvatars } from '@/components/people/PeopleAvatars';
import { DirectTransferSection, PendingPledges } from '@/features/direct-transfers';
import { LinkedEvent } from '@/features/events';
import { FavoriteButton } from '@/features/favorites';
import { ListGifts } from '@/features/lists/components/ListGifts';
import { CharityPicker } from '@/features/ongs';
import { OwnersSection } from '@/features/owners';
import { chipInSlot, DonateInstead } from '@/features/wallet';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { useIsLoggedIn, useSession } from '@/lib/session';
import { everyoneOf, listOwnersName, moneyToKey, moneyToOf } from '@/lib/together';
import { type ListDetail as ListData, useList } from '../api/get-list';
import { ListActions } from '../components/ListActions';
import { ListOccasion } from '../components/ListOccasion';
import { ListUnavailable } from '../components/ListUnavailable';
import { ListVisibilityBadge } from '../components/ListVisibilityBadge';
import { RevealCard } from '../components/RevealCard';
import { listHref } from '../lib/paths';
import classes from './ListDetail.module.css';

/**
 * One list, for `home/{id}/lista`: picture, name, whose it is, occasion and
 * date, who can see it, the linked event, what it is for, what can be done with
 * it (by the owner or by others) and its gifts.
 */
export function ListDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const list = useList(id);
  usePageTitle(list.data?.name ?? t('lists.detail.title'));

  return (
    <QueryView
      query={list}
      loadingLabel={t('lists.detail.loading')}
      errorTitle={t('lists.detail.error')}
      renderError={pageLoadError({
        title: t('lists.detail.title'),
        unavailable: <ListUnavailable signedIn={isLoggedIn} next={listHref(id)} />,
      })}
    >
      {(data) => <ListView data={data} signedIn={isLoggedIn} />}
    </QueryView>
  );
}

/**
 * Whose it is: "Es tu lista", "La llevas con Marcos" (run together), "Lista de Ana García", "Lista de Lucía y
 * Marcos", beside their faces.
 */
function ListOwners({ data }: { data: ListData }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const owners = everyoneOf(data.owner, data.owners);
  const others = owners.filter((o) => o.id !== user?.id);
  const moneyTo = moneyToOf(data);
  const text = !data.isMine
    ? t('lists.detail.ownedBy', { name: listOwnersName(data) })
    : others.length > 0
      ? t('lists.detail.yoursWith', { names: namesTogether(others.map((o) => o.name)) })
      : t('lists.detail.yours');
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="nowrap">
        <PeopleAvatars people={owners} />
        <Text>{text}</Text>
      </Group>
      {!data.isMine && moneyTo ? (
        <Text size="sm" c="dimmed">
          {t(moneyToKey(moneyTo), { name: moneyTo.name })}
        </Text>
      ) : null}
    </Stack>
  );
}

function ListView({ data, signedIn }: { data: ListData; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={960} w="100%">
      <Image src={data.image} alt="" radius="lg" className={classes.image} />
      <Stack gap={6}>
        <Group gap="xs">
          <ListVisibilityBadge visibility={data.visibility} discoverable={data.discoverable} />
        </Group>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {data.name}
          </Title>
          <FavoriteButton referenceId={data.id} type="list" name={data.name} />
        </Group>
        <ListOwners data={data} />
        <ListOccasion occasion={data.occasion} category={data.category} date={data.date} />
      </Stack>
      <Card withBorder radius="lg" padding="md" component="section" aria-label={t('lists.detail.actions')}>
        <Stack gap="sm">
          <ListActions list={data} signedIn={signedIn} />
          {data.isMine ? <RevealCard list={data} /> : null}
          {data.isMine ? (
            <CharityPicker target={{ kind: 'list', id: data.id }} current={data.charity ?? null} />
          ) : null}
        </Stack>
      </Card>
      {data.isMine ? <OwnersSection kind="list" id={data.id} /> : null}
      {!data.isMine && data.charity ? (
        <DonateInstead
          ong={data.charity}
          who={everyoneOf(data.owner, data.owners).map((o) => o.name)}
          inLieuOf={{ listId: data.id }}
        />
      ) : null}
      {data.eventId ? <LinkedEvent eventId={data.eventId} /> : null}
      {data.description ? (
        <Stack component="section" gap="xs" aria-labelledby="sobre-la-lista">
          <Title order={2} size="h3" id="sobre-la-lista">
            {t('lists.detail.about')}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Text>
        </Stack>
      ) : null}
      {data.isMine ? <PendingPledges listId={data.id} /> : null}
      <ListGifts list={data} chipIn={chipInSlot} />
      {data.isMine ? null : (
        <DirectTransferSection
          listId={data.id}
          ownerName={data.owner.name}
          gifts={data.gifts}
          reveal={data.reveal}
        />
      )}
    </Stack>
  );
}
