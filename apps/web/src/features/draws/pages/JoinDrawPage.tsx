import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { pageLoadError } from '@/components/feedback/page-load-error';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { Unavailable } from '@/components/feedback/Unavailable';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { hrefTo } from '@/lib/paths';
import { useInvitation, useJoinDraw } from '../api/join-draw';
import { DrawFacts } from '../components/DrawFacts';
import { deadlineText } from '../lib/format';
import { useDrawTerm } from '../lib/term';

/** `amigo-invisible/unirse/{token}`: the invitation link. Shows the draw, then joins on request. */
export default function JoinDrawPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { term } = useDrawTerm();
  usePageTitle(t('pages.unirseSorteo.title'));
  const invitation = useInvitation(token);
  const join = useJoinDraw();
  const navigate = useNavigate();

  return (
    <Stack maw={560} mx="auto" w="100%" gap="lg">
      <Title order={1}>{t('pages.unirseSorteo.title')}</Title>
      <QueryView
        query={invitation}
        loadingLabel={t('draws.loading')}
        errorTitle={t('draws.loadOneError')}
        renderError={pageLoadError({
          title: t('pages.unirseSorteo.title'),
          unavailable: (
            <Unavailable
              icon={IconGift}
              title={t('draws.join.invalid')}
              description={t('draws.join.invalidHint')}
            />
          ),
        })}
      >
        {(inv) => (
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="sm">
              <Text c="dimmed">{t('draws.join.invited', { term })}</Text>
              <Title order={2}>{inv.name}</Title>
              <Text size="sm">{t('draws.join.by', { name: inv.organiserName })}</Text>
              <DrawFacts draw={{ ...inv, status: inv.open ? 'open' : 'drawn' }} />
              {inv.open ? (
                <Text size="sm" c="dimmed">
                  {t('draws.deadline', { date: deadlineText(inv) })}
                </Text>
              ) : null}
              {inv.alreadyIn ? (
                <Button component={Link} to={hrefTo('sorteo', { id: inv.id })}>
                  {t('draws.join.open')}
                </Button>
              ) : inv.open ? (
                <Button
                  loading={join.isPending}
                  onClick={() =>
                    join.mutate(token, {
                      onSuccess: (d) => {
                        showToast({ message: t('draws.join.joined'), tone: 'success' });
                        navigate(hrefTo('sorteo', { id: d.id }));
                      },
                    })
                  }
                >
                  {t('draws.join.join')}
                </Button>
              ) : (
                <Alert color="yellow">{t('draws.join.closed')}</Alert>
              )}
            </Stack>
          </Card>
        )}
      </QueryView>
    </Stack>
  );
}
