import { type DrawDetail, namesTogether } from '@detalle/contract';
import { Anchor, Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmAction } from '@/components/feedback/confirm';
import { pageLoadError } from '@/components/feedback/page-load-error';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { useMyDependents } from '@/features/dependents';
import { giftAction, myListsQuery } from '@/features/lists';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { uniqueById } from '@/lib/paging';
import { hrefTo, paths } from '@/lib/paths';
import { useDraw } from '../api/get-draw';
import { useJoinDependent } from '../api/join-draw';
import { useLeaveDraw } from '../api/leave-draw';
import { DrawFacts } from '../components/DrawFacts';
import { DrawUnavailable } from '../components/DrawUnavailable';
import { MyResult } from '../components/MyResult';
import { OrganiserPanel } from '../components/OrganiserPanel';
import { Questions } from '../components/Questions';
import { WishListChooser } from '../components/WishListChooser';
import { deadlineText } from '../lib/format';
import { useDrawTerm } from '../lib/term';

function Participants({ draw }: { draw: DrawDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={2} size="h4">
        {t('draws.peopleTitle')}
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {draw.participants.map((p) => (
          <Group key={p.id} component="li" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={p.image} alt="" radius="xl" size="sm">
                {p.name.charAt(0)}
              </Avatar>
              <Text size="sm">
                {`${p.name} ${p.lastname}`.trim()}
                {p.dependent && p.dependent.guardians.length > 0 ? (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    {t('draws.dependents.caredBy', { names: namesTogether(p.dependent.guardians) })}
                  </Text>
                ) : null}
              </Text>
            </Group>
            <Badge variant="light" color={p.hasWishList ? 'teal' : 'gray'} tt="none">
              {p.hasWishList ? t('draws.hasList') : t('draws.noList')}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The dependents I look after, in a draw I take part in: «Apuntar a Leo» while it is open, and once drawn, for
 * each one taking part, its own result («Ver a quién le ha tocado a Leo»).
 */
function MyDependentsInDraw({ draw }: { draw: DrawDetail }) {
  const { t } = useTranslation();
  const dependents = useMyDependents();
  const join = useJoinDependent(draw.id);
  const inDraw = new Set(draw.participants.map((p) => p.id));
  const mine = dependents.data ?? [];
  const taking = mine.filter((d) => inDraw.has(d.id));
  const notYet = mine.filter((d) => !inDraw.has(d.id));
  return (
    <>
      {draw.status === 'drawn'
        ? taking.map((d) => (
            <MyResult key={d.id} draw={draw} give={giftAction} forDependent={{ id: d.id, name: d.name }} />
          ))
        : null}
      {draw.status === 'open' && notYet.length > 0 ? (
        <Group gap="xs">
          {notYet.map((d) => (
            <Button
              key={d.id}
              variant="light"
              loading={join.isPending && join.variables === d.id}
              onClick={() =>
                join.mutate(d.id, {
                  onSuccess: () =>
                    showToast({ message: t('draws.dependents.joined', { name: d.name }), tone: 'success' }),
                })
              }
            >
              {t('draws.dependents.join', { name: d.name })}
            </Button>
          ))}
        </Group>
      ) : null}
    </>
  );
}

function DrawView({ draw }: { draw: DrawDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const takesPart = draw.role !== 'organiser';
  const organises = draw.role !== 'participant';
  const myLists = useInfiniteQuery({ ...myListsQuery(), enabled: takesPart });
  const leave = useLeaveDraw();
  usePageTitle(draw.name);

  async function onLeave() {
    if (
      !(await confirmAction({
        title: t('draws.leave'),
        message: t('draws.leaveConfirm', { name: draw.name }),
      }))
    )
      return;
    leave.mutate(draw.id, {
      onSuccess: () => {
        showToast({ message: t('draws.left'), tone: 'success' });
        navigate(paths.amigoInvisible.path);
      },
    });
  }

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Anchor component={Link} to={paths.amigoInvisible.path} size="sm">
          {t('draws.backToList')}
        </Anchor>
        <Title order={1}>{draw.name}</Title>
        <DrawFacts draw={draw} />
        {draw.status === 'open' ? (
          <Text size="sm" c="dimmed">
            {t('draws.deadline', { date: deadlineText(draw) })}
          </Text>
        ) : null}
        {draw.eventId ? (
          <Anchor component={Link} to={hrefTo('evento', { id: draw.eventId })} size="sm">
            {t('draws.form.forEvent')}
          </Anchor>
        ) : null}
      </Stack>
      {takesPart ? <MyResult draw={draw} give={giftAction} /> : null}
      {takesPart ? <MyDependentsInDraw draw={draw} /> : null}
      {takesPart && draw.status === 'drawn' ? <Questions drawId={draw.id} /> : null}
      {organises ? <OrganiserPanel draw={draw} /> : null}
      <Card withBorder radius="lg" padding="md">
        <Stack gap="md">
          {takesPart ? (
            <WishListChooser
              draw={draw}
              lists={
                myLists.data ? uniqueById(myLists.data.pages).map((l) => ({ id: l.id, name: l.name })) : []
              }
            />
          ) : null}
          <Participants draw={draw} />
          {takesPart && draw.status === 'open' ? (
            <Button variant="subtle" color="red" onClick={onLeave} loading={leave.isPending}>
              {t('draws.leave')}
            </Button>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}

/** `amigo-invisible/{id}`: the draw; my result and questions if I take part; the organiser's tools. */
export default function DrawPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { Term } = useDrawTerm();
  usePageTitle(Term);
  const draw = useDraw(id);
  return (
    <Stack maw={720} mx="auto" w="100%">
      <QueryView
        query={draw}
        loadingLabel={t('draws.loading')}
        errorTitle={t('draws.loadOneError')}
        renderError={pageLoadError({ title: t('pages.sorteo.title'), unavailable: <DrawUnavailable /> })}
      >
        {(d) => <DrawView draw={d} />}
      </QueryView>
    </Stack>
  );
}
