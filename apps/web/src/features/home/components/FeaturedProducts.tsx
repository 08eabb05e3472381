import { Button, Card, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefTo, paths } from '@/app/paths';
import { QueryError } from '@/components/feedback/QueryError';
import { ProductCard } from '@/components/product/ProductCard';
import { uniqueById } from '@/lib/paging';
import { FEATURED_PAGE_SIZE, useFeaturedProducts } from '../api/get-featured-products';

const grid = { base: 2, sm: 3, lg: 4 };
const skeletonKeys = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];

function ProductsSkeleton({ label }: { label: string }) {
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

export function FeaturedProducts() {
  const { t } = useTranslation();
  const featured = useFeaturedProducts();
  const headingId = 'destacados';
  // "Ver más" disappears after the last page; focus moves to the first new product instead of being lost.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstNewLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusIndex === null || !firstNewLink.current) return;
    firstNewLink.current.focus();
    setFocusIndex(null);
  });

  let content: ReactNode;
  if (featured.isPending) {
    content = <ProductsSkeleton label={t('app.loading')} />;
  } else if (featured.isLoadingError) {
    content = (
      <QueryError
        title={t('home.featuredError')}
        error={featured.error}
        onRetry={() => void featured.refetch()}
        retrying={featured.isFetching}
      />
    );
  } else {
    const products = uniqueById(featured.data.pages);
    const total = featured.data.pages.at(-1)?.total ?? products.length;
    content =
      products.length === 0 ? (
        <EmptyState icon={<IconGift aria-hidden />} variant="light" py="xl">
          <EmptyState.Title order={3}>{t('home.emptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('home.emptyDescription')}</EmptyState.Description>
          <EmptyState.Actions>
            <Button component={Link} to={paths.categoria.path} variant="light">
              {t('home.exploreCategories')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap="lg">
          <Text c="dimmed" size="sm">
            {t('home.featuredCount', { count: total })}
          </Text>
          <SimpleGrid cols={grid}>
            {products.map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                href={hrefTo('homeItem', { id: product.id, type: 'product' })}
                linkRef={index === focusIndex ? firstNewLink : undefined}
              />
            ))}
          </SimpleGrid>
          {featured.isFetchNextPageError ? (
            <QueryError
              title={t('home.featuredError')}
              error={featured.error}
              onRetry={() => void featured.fetchNextPage()}
              retrying={featured.isFetchingNextPage}
            />
          ) : null}
          <Group justify="center">
            {featured.hasNextPage ? (
              <Button
                variant="light"
                size="md"
                radius="xl"
                onClick={() => {
                  setFocusIndex(products.length);
                  void featured.fetchNextPage();
                }}
                loading={featured.isFetchingNextPage}
                loaderProps={{ 'aria-label': t('home.loadingMore') }}
              >
                {t('home.loadMore')}
              </Button>
            ) : products.length > FEATURED_PAGE_SIZE ? (
              <Text c="dimmed" size="sm">
                {t('home.allShown')}
              </Text>
            ) : null}
          </Group>
        </Stack>
      );
  }

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="sm">
        {t('home.featuredTitle')}
      </Title>
      {content}
    </section>
  );
}
