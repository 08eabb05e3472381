import type { ReceivedGift } from '@detalle/contract';
import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake, IconMoodHeart } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { LoadMore } from '@/components/feedback/LoadMore';
import { QueryView } from '@/components/feedback/QueryView';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { uniqueById } from '@/lib/paging';
import { RECEIVED_PAGE_SIZE, useReceived } from '../api/get-received';
import { ReceivedItem } from './ReceivedItem';
import classes from './Thanks.module.css';
import { ThanksModal } from './ThanksModal';

/** `agradecimiento?filtro=sin-agradecer`: the "Sin agradecer" filter, opened. */
const UNTHANKED_PARAM = 'sin-agradecer';

type ReceivedFilter = 'all' | 'unthanked';

/** The filter lives in the address, so a reminder's link opens "Sin agradecer" and a reload keeps it. */
function useReceivedFilter() {
  const [params, setParams] = useSearchParams();
  const filter: ReceivedFilter = params.get('filtro') === UNTHANKED_PARAM ? 'unthanked' : 'all';
  const setFilter = (next: ReceivedFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'unthanked') updated.set('filtro', UNTHANKED_PARAM);
        else updated.delete('filtro');
        return updated;
      },
      { replace: true },
    );
  return [filter, setFilter] as const;
}

/** The filter, and "Agradecer a todos" (the chosen ones, or every one still to thank) when more than one. */
function ReceivedToolbar({
  filter,
  onFilter,
  toThank,
  onThankAll,
}: {
  filter: ReceivedFilter;
  onFilter: (filter: ReceivedFilter) => void;
  toThank: ReceivedGift[];
  onThankAll: (items: ReceivedGift[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <SegmentedControl
        aria-label={t('thanks.filter.label')}
        value={filter}
        onChange={(value) => onFilter(value as ReceivedFilter)}
        data={[
          { value: 'all', label: t('thanks.filter.all') },
          { value: 'unthanked', label: t('thanks.filter.unthanked') },
        ]}
      />
      {toThank.length > 1 ? (
        <Button
          leftSection={<IconHeartHandshake size={18} aria-hidden />}
          onClick={() => onThankAll(toThank)}
        >
          {t('thanks.thankAll', { count: toThank.length })}
        </Button>
      ) : null}
    </Group>
  );
}

/** What was received, one row each, and the next page on demand. */
function ReceivedList({
  received,
  items,
  total,
  chosen,
  onChoose,
  onThank,
}: {
  received: ReturnType<typeof useReceived>;
  items: ReceivedGift[];
  total: number;
  chosen: Set<string>;
  onChoose: (id: string, on: boolean) => void;
  onThank: (item: ReceivedGift) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <ul className={classes.list} aria-label={t('thanks.title')}>
        {items.map((item) => (
          <ReceivedItem
            key={item.id}
            item={item}
            selected={chosen.has(item.id)}
            onSelect={(on) => onChoose(item.id, on)}
            onThank={() => onThank(item)}
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
  );
}

/** Signed in: "Regalos recibidos", filtered or not, and writing thanks for one, the chosen or all. */
export function ReceivedLog() {
  const { t } = useTranslation();
  usePageTitle(t('thanks.title'));
  const [filter, setFilter] = useReceivedFilter();
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
      <ReceivedToolbar filter={filter} onFilter={setFilter} toThank={toThank} onThankAll={setWriting} />
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
          <ReceivedList
            received={received}
            items={items}
            total={total}
            chosen={chosen}
            onChoose={choose}
            onThank={(item) => setWriting([item])}
          />
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
