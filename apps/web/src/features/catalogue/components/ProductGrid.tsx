import type { Page, Product } from '@detalle/contract';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { QueryError } from '@/components/feedback/QueryError';
import { ProductCard } from '@/components/product/ProductCard';
import { uniqueById } from '@/lib/paging';

const grid = { base: 2, sm: 3, lg: 4 };
const skeletonKeys = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];

/** The shape of a product grid while it loads, announced as `label`. */
export function ProductGridSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={grid} role="status" aria-label={label}>
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
  labels: {
    /** "Ver más". */
    loadMore: string;
    /** Read while the next page loads. */
    loadingMore: string;
    /** Title of the error when the next page fails. */
    error: string;
    /** Said under the grid once everything is shown (only when there was more than one page). */
    allShown: string;
  };
  pageSize: number;
};

/**
 * Products in a grid with "Ver más". The button disappears after the last page,
 * so keyboard focus moves to the first new product instead of being lost.
 */
export function ProductGrid({ query, labels, pageSize }: ProductGridProps) {
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstNewLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusIndex === null || !firstNewLink.current) return;
    firstNewLink.current.focus();
    setFocusIndex(null);
  });

  const products = uniqueById(query.data?.pages ?? []);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={grid}>
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            linkRef={index === focusIndex ? firstNewLink : undefined}
          />
        ))}
      </SimpleGrid>
      {query.isFetchNextPageError ? (
        <QueryError
          title={labels.error}
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
          retrying={query.isFetchingNextPage}
        />
      ) : null}
      <Group justify="center">
        {query.hasNextPage ? (
          <Button
            variant="light"
            size="md"
            radius="xl"
            onClick={() => {
              setFocusIndex(products.length);
              void query.fetchNextPage();
            }}
            loading={query.isFetchingNextPage}
            loaderProps={{ 'aria-label': labels.loadingMore }}
          >
            {labels.loadMore}
          </Button>
        ) : products.length > pageSize ? (
          <Text c="dimmed" size="sm">
            {labels.allShown}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
