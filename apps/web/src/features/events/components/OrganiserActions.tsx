import type { EventDetail } from '@detalle/contract';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconEdit, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { ShareButtons } from '@/components/share/ShareButtons';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDeleteEvent } from '../api/delete-event';
import { editEventHref } from '../lib/edit-href';
import { shareEvent, showEventQr } from './share-event';

/** The invitation dialog (Modal, checkboxes, scroll area) loads when the organiser first opens it. */
const InviteFriendsModal = lazy(() =>
  import('./InviteFriendsModal').then((m) => ({ default: m.InviteFriendsModal })),
);

/**
 * What an organiser can do: invite friends, share or print the join QR, edit; the organiser who receives its money
 * also deletes it (another stops organising it from «Quién lo organiza»).
 */
export function OrganiserActions({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const iReceive = useSession().user?.id === event.organiser.id;
  const navigate = useNavigate();
  const remove = useDeleteEvent();
  const [inviting, setInviting] = useState(false);
  // Mounted from the first opening on, so it keeps its closing transition.
  const [invitedOnce, setInvitedOnce] = useState(false);

  const onDelete = async () => {
    const ok = await confirmAction({
      title: t('events.delete.title'),
      message: t('events.delete.message', { name: event.name }),
      confirmLabel: t('events.delete.confirm'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(event.id, {
      onSuccess: (message) => {
        showToast({ message, tone: 'success', autoClose: 3000 });
        navigate(paths.calendario.path, { replace: true });
      },
    });
  };

  return (
    <>
      <Stack gap="xs">
        <Button
          size="md"
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => {
            setInvitedOnce(true);
            setInviting(true);
          }}
        >
          {t('events.actions.invite')}
        </Button>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <ShareButtons onShare={() => shareEvent(event)} onQr={() => showEventQr(event)} />
          <Button
            component={Link}
            to={editEventHref(event.id)}
            variant="default"
            leftSection={<IconEdit size={18} aria-hidden />}
          >
            {t('events.actions.edit')}
          </Button>
          {iReceive ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              loading={remove.isPending}
              onClick={() => void onDelete()}
            >
              {t('events.actions.delete')}
            </Button>
          ) : null}
        </SimpleGrid>
      </Stack>
      {invitedOnce ? (
        <Suspense fallback={null}>
          <InviteFriendsModal event={event} opened={inviting} onClose={() => setInviting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
