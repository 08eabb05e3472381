import type { EventDetail } from '@detalle/contract';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { hrefTo } from '@/lib/paths';
import { useEvent } from '../api/get-event';
import { EventForm } from '../components/EventForm';
import { EDIT_PARAM } from '../lib/edit-href';

/** Editing (`?evento=<id>`): the form waits for the event, and only its organiser gets it. */
function EditEvent({ id, onSaved }: { id: string; onSaved: (event: EventDetail) => void }) {
  const { t } = useTranslation();
  const event = useEvent(id);
  return (
    <QueryView query={event} loadingLabel={t('events.detail.loading')} errorTitle={t('events.detail.error')}>
      {(data) =>
        data.role === 'organiser' ? (
          // Keyed by event: another event's values never linger in the form.
          <EventForm key={data.id} event={data} onSaved={onSaved} />
        ) : (
          <Alert color="yellow" variant="light" role="alert">
            {t('events.form.notOrganiser')}{' '}
            <Anchor component={Link} to={hrefTo('evento', { id })}>
              {t('events.join.seeEvent')}
            </Anchor>
          </Alert>
        )
      }
    </QueryView>
  );
}

/** `crear-evento`: a new event, or `?evento=<id>` to change one I organise. After saving, its page. */
export default function CreateEventPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const editing = search.get(EDIT_PARAM);
  const title = editing ? t('events.form.editTitle') : t('pages.crearEvento.title');
  usePageTitle(title);

  const onSaved = (event: EventDetail) => {
    showToast({ message: editing ? t('events.form.saved') : t('events.form.created'), tone: 'success' });
    navigate(hrefTo('evento', { id: event.id }), { replace: Boolean(editing) });
  };

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{editing ? t('events.form.editIntro') : t('pages.crearEvento.description')}</Text>
      </Stack>
      {editing ? <EditEvent id={editing} onSaved={onSaved} /> : <EventForm onSaved={onSaved} />}
    </Stack>
  );
}
