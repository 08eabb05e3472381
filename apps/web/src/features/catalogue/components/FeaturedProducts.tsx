import { Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { QueryError } from '@/components/feedback/QueryError';
import { uniqueById } from '@/lib/paging';
import { FEATURED_PAGE_SIZE, useFeaturedProducts } from '../api/get-featured-products';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

/** Home: the catalogue's featured products, page by page. */
export function FeaturedProducts() {
  const { t } = useTranslation();
  const featured = useFeaturedProducts();
  const headingId = 'destacados';

  let content: ReactNode;
  if (featured.isPending) {
    content = <ProductGridSkeleton label={t('app.loading')} />;
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
          <ProductGrid
            query={featured}
            pageSize={FEATURED_PAGE_SIZE}
            labels={{
              loadMore: t('home.loadMore'),
              loadingMore: t('home.loadingMore'),
              error: t('home.featuredError'),
              allShown: t('home.allShown'),
            }}
          />
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
