import type { OwnedKind, OwnerInvitePreview } from '@detalle/contract';
import { namesTogether } from '@detalle/contract';
import { Alert, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { NoInvitation } from '@/components/feedback/NoInvitation';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { PeopleAvatars } from '@/components/people/PeopleAvatars';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { hrefTo, OWNER_INVITE_PARAM, OWNER_INVITE_TOKEN, paths } from '@/lib/paths';
import { type InviteAnswer, useAcceptInvite, useDeclineInvite, useInvitePreview } from '../api/owner-invite';

/** The invitation the address carries: a link's secret (`#t=`) or a friend's invitation (`?invitacion=`). */
function answerFrom(search: string, hash: string): InviteAnswer | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(OWNER_INVITE_TOKEN);
  if (token) return { token };
  const inviteId = new URLSearchParams(search).get(OWNER_INVITE_PARAM);
  return inviteId ? { inviteId } : null;
}

const openHref = ({ kind, id }: { kind: OwnedKind; id: string }) =>
  kind === 'list'
    ? hrefTo('homeItem', { id, type: 'lista' })
    : kind === 'event'
      ? hrefTo('evento', { id })
      : hrefTo('familiaPerfil', { id });

/** Gone for good (expired, used, withdrawn), or never there: the API says 410 or 404. */
const isGone = (error: unknown) =>
  isApiError(error) && (error.code === 'OWNER_INVITE_GONE' || error.status === 404 || error.status === 410);

/**
 * `llevar-juntos`: an invitation to run a list or an event with whoever runs it. Shows what I would join (its
 * picture and name, who invites, who runs it already) and asks; accepting opens it.
 */
export default function OwnerInvitePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.llevarJuntos.title'));
  const location = useLocation();
  const answer = answerFrom(location.search, location.hash);
  const preview = useInvitePreview(answer);

  return (
    <Stack maw={560} mx="auto" w="100%" gap="lg">
      <Title order={1}>{t('pages.llevarJuntos.title')}</Title>
      {answer ? (
        <QueryView
          query={preview}
          loadingLabel={t('owners.invitePage.loading')}
          errorTitle={t('owners.invitePage.error')}
          renderError={(error, alert) =>
            isGone(error) ? (
              <NoInvitation
                title={t('owners.invitePage.goneTitle')}
                text={t('owners.invitePage.goneDescription')}
                homeLabel={t('owners.invitePage.home')}
              />
            ) : (
              alert
            )
          }
        >
          {(data) => <InviteCard preview={data} answer={answer} />}
        </QueryView>
      ) : (
        <NoInvitation
          title={t('owners.invitePage.missingTitle')}
          text={t('owners.invitePage.missingDescription')}
          homeLabel={t('owners.invitePage.home')}
        />
      )}
    </Stack>
  );
}

function InviteCard({ preview, answer }: { preview: OwnerInvitePreview; answer: InviteAnswer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const decline = useDeclineInvite();
  const { kind } = preview;
  const names = namesTogether(preview.owners.map((o) => o.name));

  const onAccept = () =>
    accept.mutate(answer, {
      onSuccess: (opened) => {
        showToast({ message: t(`owners.${kind}.accepted`, { names }), tone: 'success' });
        navigate(openHref(opened));
      },
    });
  // A friend's invitation is answered, so whoever invited stops waiting; a link may still reach its person.
  const onNotNow = () => {
    if ('inviteId' in answer) decline.mutate(answer, { onSuccess: () => navigate(paths.home.path) });
    else navigate(paths.home.path);
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      {/* A dependent may have no photo yet. */}
      {preview.image ? (
        <Card.Section>
          <Image src={preview.image} alt="" h={180} fit="cover" />
        </Card.Section>
      ) : null}
      <Stack gap="sm" mt="md">
        <Text c="dimmed">
          {t(`owners.${kind}.invites`, { name: preview.invitedBy.name, what: preview.name })}
        </Text>
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {preview.name}
        </Title>
        {preview.owners.length > 0 ? (
          <Group gap="sm" wrap="nowrap">
            <PeopleAvatars people={preview.owners} />
            <Text fw={500}>{t(`owners.${kind}.runBy`, { count: preview.owners.length, names })}</Text>
          </Group>
        ) : null}
        {preview.alreadyOwner ? (
          <>
            <Alert variant="light">{t(`owners.${kind}.already`)}</Alert>
            <Button component={Link} to={openHref(preview)}>
              {t(`owners.${kind}.open`)}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm">{t(`owners.${kind}.whatYouGet`)}</Text>
            <Text size="sm" c="dimmed">
              {t('owners.invitePage.expires', { date: formatDate(preview.expiresAt) })}
            </Text>
            <Group gap="sm" mt="xs">
              <Button onClick={onAccept} loading={accept.isPending} disabled={decline.isPending}>
                {t('owners.invitePage.accept')}
              </Button>
              <Button
                variant="default"
                onClick={onNotNow}
                loading={decline.isPending}
                disabled={accept.isPending}
              >
                {t('owners.invitePage.notNow')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
