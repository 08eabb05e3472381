import { Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryView } from '@/components/feedback/QueryView';
import { useTranslation } from '@/i18n';
import { uniqueById } from '@/lib/paging';
import { paths } from '@/lib/paths';
import { FEATURED_PAGE_SIZE, useFeaturedProducts } from '../api/get-featured-products';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

/** Home: the catalogue's featured products, page by page. */
export function FeaturedProducts() {
  const { t } = useTranslation();
  const featured = useFeaturedProducts();
  const headingId = 'destacados';

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="sm">
        {t('home.featuredTitle')}
      </Title>
      <QueryView
        query={featured}
        loadingLabel={t('app.loading')}
        skeleton={<ProductGridSkeleton />}
        errorTitle={t('home.featuredError')}
        isEmpty={(data) => uniqueById(data.pages).length === 0}
        empty={
          <EmptyState icon={<IconGift aria-hidden />} variant="light" py="xl">
            <EmptyState.Title order={3}>{t('home.emptyTitle')}</EmptyState.Title>
            <EmptyState.Description>{t('home.emptyDescription')}</EmptyState.Description>
            <EmptyState.Actions>
              <Button radius="md" component={Link} to={paths.categoria.path} variant="light">
                {t('home.exploreCategories')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        }
      >
        {(data) => (
          <Stack gap="lg">
            <Text c="dimmed" size="sm">
              {t('home.featuredCount', { count: data.pages.at(-1)?.total ?? uniqueById(data.pages).length })}
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
        )}
      </QueryView>
    </section>
  );
}
