import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { pageLoadError } from '@/components/feedback/page-load-error';
import { QueryView } from '@/components/feedback/QueryView';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { hrefTo } from '@/lib/paths';
import { useIsLoggedIn } from '@/lib/session';
import { useEvent } from '../api/get-event';
import { EventSummary } from '../components/EventSummary';
import { EventUnavailable } from '../components/EventUnavailable';
import { GuestActions } from '../components/GuestActions';
import { ApplyButton } from '../components/ParticipantActions';
import { joinHref } from '../components/share-event';

/** Already organising, going or waiting for an answer: the join page has nothing more to offer. */
const settled = new Set(['organiser', 'accepted', 'requested']);

/**
 * `evento/join-event/{id}`: where the shared link and the QR lead. A guest
 * signs in or registers and comes back here (`?next=`); a signed-in person
 * asks to join with one tap and lands on the event.
 */
export default function JoinEventPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const event = useEvent(id);
  usePageTitle(t('pages.joinEvent.title'));
  const eventHref = hrefTo('evento', { id });
  const role = event.data?.role;

  useEffect(() => {
    if (isLoggedIn && role && settled.has(role)) navigate(eventHref, { replace: true });
  }, [isLoggedIn, role, eventHref, navigate]);

  return (
    <QueryView
      query={event}
      loadingLabel={t('events.detail.loading')}
      errorTitle={t('events.detail.error')}
      renderError={pageLoadError({
        title: t('pages.joinEvent.title'),
        unavailable: <EventUnavailable signedIn={isLoggedIn} next={joinHref(id)} />,
      })}
    >
      {(data) => (
        <Stack gap="lg" maw={720}>
          <Stack gap={4}>
            <Title order={1}>{t('pages.joinEvent.title')}</Title>
            <Text c="dimmed">{t('events.join.intro', { name: data.organiser.name })}</Text>
          </Stack>
          <Card
            withBorder
            radius="lg"
            padding="md"
            component="section"
            aria-label={t('events.detail.actions')}
          >
            {isLoggedIn ? (
              <Stack gap="xs">
                <Text>
                  {data.role === 'invited'
                    ? t('events.join.invited', { name: data.organiser.name })
                    : t('events.join.ask', { name: data.organiser.name })}
                </Text>
                <ApplyButton
                  event={data}
                  label={data.role === 'invited' ? t('events.invitation.accept') : undefined}
                  onApplied={() => navigate(eventHref, { replace: true })}
                />
              </Stack>
            ) : (
              <GuestActions next={joinHref(id)} message={t('events.join.guest')} />
            )}
          </Card>
          <EventSummary event={data} headingLevel={2} />
          <Anchor component={Link} to={eventHref}>
            {t('events.join.seeEvent')}
          </Anchor>
        </Stack>
      )}
    </QueryView>
  );
}
