import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { QueryView } from '@/components/feedback/QueryView';
import { useTranslation } from '@/i18n';
import { PRODUCTS_PAGE_SIZE, useProducts } from '../api/get-products';
import type { ProductFilters } from '../lib/filters';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

/** The products that match the filters: how many, the grid with "Ver más", or how to widen the search. */
export function ProductResults({ filters, onClear }: { filters: ProductFilters; onClear: () => void }) {
  const { t } = useTranslation();
  const products = useProducts(filters);

  const clearButton = (
    <Button
      variant="subtle"
      size="compact-md"
      leftSection={<IconFilterOff size={16} aria-hidden />}
      onClick={onClear}
    >
      {t('catalogue.filters.clear')}
    </Button>
  );

  const totalOf = (data: NonNullable<typeof products.data>) => data.pages.at(-1)?.total ?? 0;

  return (
    <QueryView
      query={products}
      loadingLabel={t('catalogue.results.loading')}
      skeleton={<ProductGridSkeleton />}
      errorTitle={t('catalogue.results.error')}
      isEmpty={(data) => totalOf(data) === 0}
      empty={
        <EmptyMessage
          icon={<IconSearch aria-hidden />}
          title={t('catalogue.results.emptyTitle')}
          description={t('catalogue.results.emptyDescription')}
          action={clearButton}
        />
      }
    >
      {(data) => (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text c="dimmed" size="sm" role="status">
              {t('catalogue.productCount', { count: totalOf(data) })}
            </Text>
            {clearButton}
          </Group>
          <ProductGrid
            query={products}
            pageSize={PRODUCTS_PAGE_SIZE}
            labels={{
              loadMore: t('catalogue.results.loadMore'),
              loadingMore: t('catalogue.results.loadingMore'),
              error: t('catalogue.results.error'),
              allShown: t('catalogue.results.allShown'),
            }}
          />
        </Stack>
      )}
    </QueryView>
  );
}
