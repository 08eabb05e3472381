import type { EventDetail } from '@detalle/contract';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { pageLoadError } from '@/components/feedback/page-load-error';
import { QueryView } from '@/components/feedback/QueryView';
import { FavoriteButton } from '@/features/favorites';
import { EventGiftList } from '@/features/lists';
import { DonateInstead } from '@/features/wallet';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { useIsLoggedIn } from '@/lib/session';
import { useEvent } from '../api/get-event';
import { AddToCalendarButton } from '../components/AddToCalendarButton';
import { EventSummary } from '../components/EventSummary';
import { EventUnavailable } from '../components/EventUnavailable';
import { GuestActions } from '../components/GuestActions';
import { Participants } from '../components/Participants';
import { joinHref, shareEvent } from '../components/share-event';
import { organisersOf } from '../lib/organisers';
import {
  LazyCharityPicker,
  LazyEventDraws,
  LazyOrganiserActions,
  LazyOrganiserListLink,
  LazyOwnersSection,
  LazyParticipantActions,
  preloadMemberParts,
} from './member-parts';

/** `evento/{id}`: open to anyone when the event is public; what it offers depends on who looks. */
export default function EventPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const isLoggedIn = useIsLoggedIn();
  const event = useEvent(id);
  // A signed-in person's parts of the page load with the event's data, not after it.
  useEffect(() => {
    if (isLoggedIn) preloadMemberParts();
  }, [isLoggedIn]);
  usePageTitle(event.data?.name ?? t('pages.evento.title'));

  return (
    <QueryView
      query={event}
      loadingLabel={t('events.detail.loading')}
      errorTitle={t('events.detail.error')}
      renderError={pageLoadError({
        title: t('pages.evento.title'),
        unavailable: <EventUnavailable signedIn={isLoggedIn} next={joinHref(id)} />,
      })}
    >
      {(data) => <EventView data={data} isLoggedIn={isLoggedIn} />}
    </QueryView>
  );
}

function EventView({ data, isLoggedIn }: { data: EventDetail; isLoggedIn: boolean }) {
  const { t } = useTranslation();
  const organiser = data.role === 'organiser';
  return (
    <Stack gap="lg" maw={720}>
      <EventSummary
        event={data}
        titleAction={<FavoriteButton referenceId={data.id} type="event" name={data.name} />}
      />
      <Card withBorder radius="lg" padding="md" component="section" aria-label={t('events.detail.actions')}>
        <Stack gap="sm">
          {!isLoggedIn ? (
            <GuestActions next={joinHref(data.id)} message={t('events.guest.message')} />
          ) : organiser ? (
            <LazyOrganiserActions event={data} />
          ) : (
            <LazyParticipantActions event={data} />
          )}
          {isLoggedIn && !organiser && data.visibility === 'public' ? (
            <Button
              variant="subtle"
              leftSection={<IconShare size={18} aria-hidden />}
              onClick={() => void shareEvent(data)}
              w="fit-content"
            >
              {t('events.actions.share')}
            </Button>
          ) : null}
          <AddToCalendarButton event={data} />
          {organiser ? (
            <LazyCharityPicker target={{ kind: 'event', id: data.id }} current={data.charity ?? null} />
          ) : null}
        </Stack>
      </Card>
      {isLoggedIn && organiser ? <LazyOwnersSection kind="event" id={data.id} /> : null}
      {!organiser && data.charity ? (
        <DonateInstead
          ong={data.charity}
          who={organisersOf(data).map((o) => o.name)}
          inLieuOf={{ eventId: data.id }}
        />
      ) : null}
      {data.description ? (
        <Stack component="section" gap="xs" aria-labelledby="sobre-el-evento">
          <Title order={2} size="h3" id="sobre-el-evento">
            {t('events.detail.about')}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Text>
        </Stack>
      ) : null}
      <EventGiftList event={data} signedIn={isLoggedIn} />
      {isLoggedIn && organiser ? <LazyOrganiserListLink event={data} /> : null}
      {isLoggedIn ? (
        <LazyEventDraws eventId={data.id} canCreate={organiser || data.role === 'accepted'} />
      ) : null}
      <Participants event={data} signedIn={isLoggedIn} />
    </Stack>
  );
}
