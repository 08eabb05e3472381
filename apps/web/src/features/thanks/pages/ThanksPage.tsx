import type { ReceivedGift } from '@detalle/contract';
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake, IconLogin2, IconMoodHeart } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { LoadMore } from '@/components/feedback/LoadMore';
import { QueryView } from '@/components/feedback/QueryView';
import { InfoPage } from '@/components/InfoPage';
import { MessageContent } from '@/components/message/MessageContent';
import { usePageTitle } from '@/hooks/use-page-title';
import { uniqueById } from '@/lib/paging';
import { loginHref } from '@/lib/paths';
import { useIsLoggedIn } from '@/lib/session';
import { RECEIVED_PAGE_SIZE, useReceived } from '../api/get-received';
import { useThankYou } from '../api/get-thank-you';
import { ReceivedItem } from '../components/ReceivedItem';
import classes from '../components/Thanks.module.css';
import { ThanksModal } from '../components/ThanksModal';
import { openThankYou, thankYouMessage } from '../lib/open-thank-you';

/**
 * `agradecimiento`, open to everyone:
 * - `?token=…` (a guest's e-mail link) or `?id=…` (a notification, signed in): that thank-you, in the message
 *   modal's thank-you variant, opened at once and kept on the page;
 * - signed in, otherwise: "Regalos recibidos" and writing thanks (`?filtro=sin-agradecer` opens "Sin agradecer",
 *   as the thanks-owed reminder does);
 * - signed out, otherwise: what the page is for, and sign-in.
 */
export default function ThanksPage() {
  const [params] = useSearchParams();
  const isLoggedIn = useIsLoggedIn();
  const token = params.get('token');
  const id = params.get('id');
  if (token) return <ThankYouNote by={{ token }} />;
  if (id && isLoggedIn) return <ThankYouNote by={{ id }} />;
  if (isLoggedIn) return <ReceivedLog />;
  return <SignedOut />;
}

function SignedOut() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Stack gap="md">
      <InfoPage page="agradecimiento" icon={IconMoodHeart} />
      <Text>{t('thanks.read.signIn')}</Text>
      <Button
        component={Link}
        to={loginHref(`${location.pathname}${location.search}`)}
        leftSection={<IconLogin2 size={18} aria-hidden />}
        w="fit-content"
      >
        {t('thanks.read.signInButton')}
      </Button>
    </Stack>
  );
}

function ThankYouNote({ by }: { by: { id: string } | { token: string } }) {
  const { t } = useTranslation();
  usePageTitle(t('thanks.read.title'));
  const note = useThankYou(by);
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (note.data && opened.current !== note.data.id) {
      opened.current = note.data.id;
      void openThankYou(note.data);
    }
  }, [note.data]);
  return (
    <Stack gap="md" maw={640} mx="auto" w="100%">
      <Title order={1}>{t('thanks.read.title')}</Title>
      <QueryView query={note} loadingLabel={t('thanks.read.loading')} errorTitle={t('thanks.read.loadError')}>
        {(data) => (
          <Paper withBorder radius="lg" p="md">
            <MessageContent data={thankYouMessage(data)} headingLevel="h2" />
          </Paper>
        )}
      </QueryView>
    </Stack>
  );
}

/** `agradecimiento?filtro=sin-agradecer`: the "Sin agradecer" filter, opened. */
const UNTHANKED_PARAM = 'sin-agradecer';

function ReceivedLog() {
  const { t } = useTranslation();
  usePageTitle(t('thanks.title'));
  // The filter lives in the address, so a reminder's link opens "Sin agradecer" and a reload keeps it.
  const [params, setParams] = useSearchParams();
  const filter = params.get('filtro') === UNTHANKED_PARAM ? 'unthanked' : 'all';
  const setFilter = (next: 'all' | 'unthanked') =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'unthanked') updated.set('filtro', UNTHANKED_PARAM);
        else updated.delete('filtro');
        return updated;
      },
      { replace: true },
    );
  const received = useReceived(filter === 'unthanked');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [writing, setWriting] = useState<ReceivedGift[] | null>(null);
  const items = received.data ? uniqueById(received.data.pages) : [];
  const total = received.data?.pages.at(-1)?.total ?? items.length;
  const thankable = items.filter((item) => item.canThank);
  const selected = thankable.filter((item) => chosen.has(item.id));
  const toThank = selected.length > 0 ? selected : thankable;

  const choose = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>{t('thanks.title')}</Title>
        <Text c="dimmed">{t('thanks.intro')}</Text>
      </Stack>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={t('thanks.filter.label')}
          value={filter}
          onChange={(value) => setFilter(value as 'all' | 'unthanked')}
          data={[
            { value: 'all', label: t('thanks.filter.all') },
            { value: 'unthanked', label: t('thanks.filter.unthanked') },
          ]}
        />
        {toThank.length > 1 ? (
          <Button
            leftSection={<IconHeartHandshake size={18} aria-hidden />}
            onClick={() => setWriting(toThank)}
          >
            {t('thanks.thankAll', { count: toThank.length })}
          </Button>
        ) : null}
      </Group>
      <QueryView
        query={received}
        loadingLabel={t('thanks.loading')}
        skeleton={<ListSkeleton variant="rows" count={4} />}
        errorTitle={t('thanks.loadError')}
        isEmpty={() => items.length === 0}
        empty={
          <EmptyMessage
            icon={<IconMoodHeart aria-hidden />}
            title={filter === 'unthanked' ? t('thanks.emptyUnthanked') : t('thanks.empty')}
          />
        }
      >
        {() => (
          <Stack gap="lg">
            <ul className={classes.list} aria-label={t('thanks.title')}>
              {items.map((item) => (
                <ReceivedItem
                  key={item.id}
                  item={item}
                  selected={chosen.has(item.id)}
                  onSelect={(on) => choose(item.id, on)}
                  onThank={() => setWriting([item])}
                />
              ))}
            </ul>
            <LoadMore
              query={received}
              shown={total}
              pageSize={RECEIVED_PAGE_SIZE}
              labels={{
                loadMore: t('thanks.loadMore'),
                loadingMore: t('thanks.loadingMore'),
                error: t('thanks.loadError'),
                allShown: t('thanks.allShown'),
              }}
            />
          </Stack>
        )}
      </QueryView>
      {writing ? (
        <ThanksModal
          items={writing}
          onClose={() => {
            setWriting(null);
            setChosen(new Set());
          }}
        />
      ) : null}
    </Stack>
  );
}
