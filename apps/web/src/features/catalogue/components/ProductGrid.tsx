import type { Page, Product } from '@detalle/contract';
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { LoadMore, type LoadMoreLabels } from '@/components/feedback/LoadMore';
import { useFocusFirstNew } from '@/components/feedback/use-focus-first-new';
import { ProductCard } from '@/components/product/ProductCard';
import { uniqueById } from '@/lib/paging';

const grid = { base: 2, sm: 3, lg: 4 };
const skeletonKeys = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];

/** The shape of a product grid while it loads (decorative: `QueryView` announces the loading). */
export function ProductGridSkeleton() {
  return (
    <SimpleGrid cols={grid}>
      {skeletonKeys.map((key) => (
        <Card key={key} withBorder radius="lg" padding={0}>
          <Skeleton style={{ aspectRatio: '4 / 3' }} radius={0} />
          <Stack gap={8} p="sm">
            <Skeleton height={12} radius="sm" />
            <Skeleton height={12} width="60%" radius="sm" />
            <Skeleton height={16} width="40%" radius="sm" mt={6} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

type ProductGridProps = {
  /** A loaded paged query of products (not pending, not failed on its first page). */
  query: UseInfiniteQueryResult<InfiniteData<Page<Product>, unknown>>;
  labels: LoadMoreLabels;
  pageSize: number;
};

/**
 * Products in a grid with "Ver más". The button disappears after the last page,
 * so keyboard focus moves to the first new product instead of being lost.
 */
export function ProductGrid({ query, labels, pageSize }: ProductGridProps) {
  const focus = useFocusFirstNew();
  const products = uniqueById(query.data?.pages ?? []);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={grid}>
        {products.map((product, index) => (
          <ProductCard key={product.id} product={product} linkRef={focus.refAt(index)} />
        ))}
      </SimpleGrid>
      <LoadMore
        query={query}
        shown={products.length}
        pageSize={pageSize}
        labels={labels}
        onLoadMore={() => focus.from(products.length)}
      />
    </Stack>
  );
}
