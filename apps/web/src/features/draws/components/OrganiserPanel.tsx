import { type DrawDetail, MIN_DRAW_PARTICIPANTS } from '@detalle/contract';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowsShuffle, IconHome, IconShare } from '@tabler/icons-react';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { shareLink } from '@/components/share/share-link';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { hrefTo } from '@/lib/paths';
import { useHouseholdExclusions, useRedraw, useRunDraw } from '../api/organise-draw';
import { useDrawTerm } from '../lib/term';
import { Exclusions } from './Exclusions';

/** What only the organiser does: share the link, set exclusions, draw and redraw. Never shows a pair. */
export function OrganiserPanel({ draw }: { draw: DrawDetail }) {
  const { t } = useTranslation();
  const { term } = useDrawTerm();
  const run = useRunDraw(draw.id);
  const redraw = useRedraw(draw.id);
  const households = useHouseholdExclusions(draw.id);
  const failure = run.error ?? redraw.error ?? households.error;

  const share = () =>
    draw.inviteToken
      ? shareLink({
          url: hrefTo('unirseSorteo', { token: draw.inviteToken }),
          text: t('draws.shareText', { term, name: draw.name }),
        })
      : undefined;

  async function onDraw() {
    if (
      !(await confirmAction({ title: t('draws.organiser.draw'), message: t('draws.organiser.drawConfirm') }))
    )
      return;
    redraw.reset();
    run.mutate(undefined, {
      onSuccess: () => showToast({ message: t('draws.organiser.drawn'), tone: 'success' }),
    });
  }

  async function onRedraw() {
    const tellEveryone = draw.anyoneHasSeen;
    const message = tellEveryone ? t('draws.organiser.redrawTell') : t('draws.organiser.redrawConfirm');
    if (!(await confirmAction({ title: t('draws.organiser.redraw'), message, danger: tellEveryone }))) return;
    run.reset();
    redraw.mutate(tellEveryone, {
      onSuccess: () => showToast({ message: t('draws.organiser.redrawn'), tone: 'success' }),
    });
  }

  const tooFew = draw.participants.length < MIN_DRAW_PARTICIPANTS;
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('draws.organiser.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('draws.organiser.secret')}
        </Text>
        {draw.status === 'open' ? (
          <Button variant="light" leftSection={<IconShare size={18} aria-hidden />} onClick={share}>
            {t('draws.share')}
          </Button>
        ) : null}
        <Exclusions draw={draw} />
        {draw.status === 'open' ? (
          <Button
            variant="default"
            leftSection={<IconHome size={18} aria-hidden />}
            loading={households.isPending}
            onClick={() =>
              households.mutate(undefined, {
                onSuccess: () => showToast({ message: t('draws.dependents.householdDone'), tone: 'success' }),
              })
            }
          >
            {t('draws.dependents.household')}
          </Button>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {errorText(failure)}
          </Alert>
        ) : null}
        {draw.status === 'open' ? (
          <>
            {tooFew ? <Text size="sm">{t('draws.organiser.tooFew')}</Text> : null}
            <Button
              leftSection={<IconArrowsShuffle size={18} aria-hidden />}
              onClick={onDraw}
              loading={run.isPending}
              disabled={tooFew}
            >
              {t('draws.organiser.draw')}
            </Button>
          </>
        ) : new Date(draw.exchangeStartsAt) > new Date() ? (
          <Button variant="default" onClick={onRedraw} loading={redraw.isPending}>
            {t('draws.organiser.redraw')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
