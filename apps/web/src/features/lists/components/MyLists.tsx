import { Button, SegmentedControl, Stack } from '@mantine/core';
import { IconGift, IconPlaylistAdd } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { useMyLists } from '../api/get-lists';
import { PagedLists } from './PagedLists';

/** `?ver=por-dar` keeps the choice in the address, so Back and a reload show the same lists. */
const FILTER_PARAM = 'ver';
const AVAILABLE = 'por-dar';

/** "Mis listas": all of them, or only those with gifts nobody has taken yet (`available=true`). */
export function MyLists() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const available = search.get(FILTER_PARAM) === AVAILABLE;
  const lists = useMyLists(available);

  const setFilter = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === AVAILABLE) next.set(FILTER_PARAM, AVAILABLE);
        else next.delete(FILTER_PARAM);
        return next;
      },
      { replace: true },
    );

  const createButton = (
    <Button
      component={Link}
      to={paths.crearLista.path}
      leftSection={<IconPlaylistAdd size={18} aria-hidden />}
    >
      {t('lists.mine.create')}
    </Button>
  );

  return (
    <Stack gap="md">
      <SegmentedControl
        value={available ? AVAILABLE : 'todas'}
        onChange={setFilter}
        aria-label={t('lists.mine.filterLabel')}
        data={[
          { value: 'todas', label: t('lists.mine.all') },
          { value: AVAILABLE, label: t('lists.mine.available') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <PagedLists
        query={lists}
        label={t('lists.mine.title')}
        loadingLabel={t('lists.mine.loading')}
        errorTitle={t('lists.mine.error')}
        empty={
          available ? (
            <EmptyMessage
              icon={<IconGift aria-hidden />}
              title={t('lists.mine.emptyAvailableTitle')}
              description={t('lists.mine.emptyAvailableDescription')}
              action={createButton}
            />
          ) : (
            <EmptyMessage
              icon={<IconGift aria-hidden />}
              title={t('lists.mine.emptyTitle')}
              description={t('lists.mine.emptyDescription')}
              action={createButton}
            />
          )
        }
      />
    </Stack>
  );
}
