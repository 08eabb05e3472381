import { Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { friendsQueryOptions } from '@/features/friends';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { uniqueById } from '@/lib/paging';
import { DRAW_EVENT_PARAM } from '@/lib/paths';
import { DrawForm } from '../components/DrawForm';
import { useDrawTerm } from '../lib/term';

/** `amigo-invisible/crear` (`?evento=` for a draw inside an event): name, dates, budget, who takes part. */
export default function CreateDrawPage() {
  const { t } = useTranslation();
  const terms = useDrawTerm();
  usePageTitle(t('pages.crearSorteo.title'));
  const [search] = useSearchParams();
  const friends = useInfiniteQuery(friendsQueryOptions());
  const friendOptions = friends.data
    ? uniqueById(friends.data.pages).map((f) => ({ value: f.id, label: `${f.name} ${f.lastname}`.trim() }))
    : [];
  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>{t('pages.crearSorteo.title')}</Title>
        <Text c="dimmed">{terms.Term}</Text>
      </Stack>
      <DrawForm eventId={search.get(DRAW_EVENT_PARAM)} friends={friendOptions} />
    </Stack>
  );
}
