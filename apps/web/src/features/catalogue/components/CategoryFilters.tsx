import { Group, Skeleton, Stack } from '@mantine/core';
import { QueryView } from '@/components/feedback/QueryView';
import { useCategories } from '@/hooks/use-categories';
import { useTranslation } from '@/i18n';
import type { ProductFilters } from '../lib/filters';
import { ChipFilter } from './ChipFilter';

type CategoryFiltersProps = {
  filters: ProductFilters;
  onChange: (patch: ProductFilters) => void;
};

/** Category chips and, once one is chosen, the chips of its subcategories. */
export function CategoryFilters({ filters, onChange }: CategoryFiltersProps) {
  const { t } = useTranslation();
  const categories = useCategories();

  return (
    <QueryView
      query={categories}
      loadingLabel={t('catalogue.loadingLabel')}
      skeleton={
        <Group gap={6}>
          {[64, 88, 72, 96, 80].map((width) => (
            <Skeleton key={width} height={30} width={width} radius="xl" />
          ))}
        </Group>
      }
      errorTitle={t('catalogue.error')}
    >
      {(data) => {
        const chosen = data.find((c) => c.slug === filters.category);
        return (
          <Stack gap="sm">
            <ChipFilter
              legend={t('catalogue.filters.category')}
              allLabel={t('catalogue.filters.all')}
              options={data.map((c) => ({ value: c.slug, label: c.name }))}
              value={filters.category ?? ''}
              // Another category's subcategory would match nothing.
              onChange={(category) => onChange({ category, subCategory: undefined })}
            />
            {chosen && chosen.subcategories.length > 0 ? (
              <ChipFilter
                legend={t('catalogue.filters.subCategory', { name: chosen.name })}
                allLabel={t('catalogue.filters.allOf', { name: chosen.name })}
                options={chosen.subcategories.map((s) => ({ value: s.slug, label: s.name }))}
                value={filters.subCategory ?? ''}
                onChange={(subCategory) => onChange({ subCategory })}
              />
            ) : null}
          </Stack>
        );
      }}
    </QueryView>
  );
}
