import { Loader, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/i18n';
import type { FavoriteFilter } from '../lib/favorite-filter';

/** The search box (with a spinner while a new term loads) and "Todos / Productos / Listas / Eventos". */
export function FavoriteFilters({
  text,
  onText,
  searching,
  filter,
  onFilter,
}: {
  text: string;
  onText: (text: string) => void;
  searching: boolean;
  filter: FavoriteFilter;
  onFilter: (filter: FavoriteFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        value={text}
        onChange={(event) => onText(event.currentTarget.value)}
        label={t('favorites.page.searchLabel')}
        placeholder={t('favorites.page.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={searching ? <Loader size="xs" aria-label={t('favorites.page.searching')} /> : null}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <SegmentedControl
        fullWidth
        aria-label={t('favorites.page.filterLabel')}
        value={filter}
        onChange={(value) => onFilter(value as FavoriteFilter)}
        data={(['all', 'product', 'list', 'event'] as const).map((value) => ({
          value,
          label: t(`favorites.page.filters.${value}`),
        }))}
      />
    </Stack>
  );
}
