import { quoted } from '@detalle/contract';
import { Card, EmptyState, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { QueryView } from '@/components/feedback/QueryView';
import { useCategories } from '@/hooks/use-categories';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { CatalogueSearch } from '../components/CatalogueSearch';
import { CategoryCard } from '../components/CategoryCard';
import { CategoryFilters } from '../components/CategoryFilters';
import { ProductResults } from '../components/ProductResults';
import { FILTER_PARAMS, hasFilters, type ProductFilters, readFilters, resultsHeading } from '../lib/filters';

const grid = { base: 1, sm: 2, lg: 3 };

function CategoriesSkeleton() {
  return (
    <SimpleGrid cols={grid}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Card key={i} withBorder radius="lg" padding="lg">
          <Skeleton height={22} width="55%" radius="sm" />
          <Skeleton height={12} mt="md" radius="sm" />
          <Skeleton height={12} mt={8} width="80%" radius="sm" />
          <Skeleton height={26} mt="md" width="45%" radius="xl" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Every category with its subcategories; each one leads to its products. */
function CategoryOverview() {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <QueryView
      query={categories}
      loadingLabel={t('catalogue.loadingLabel')}
      skeleton={<CategoriesSkeleton />}
      errorTitle={t('catalogue.error')}
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState icon={<IconCategory aria-hidden />} variant="light" py="xl">
          <EmptyState.Title order={2}>{t('catalogue.emptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('catalogue.emptyDescription')}</EmptyState.Description>
        </EmptyState>
      }
    >
      {(data) => (
        <SimpleGrid cols={grid}>
          {data.map((category) => (
            <CategoryCard key={category.id} category={category} />
          ))}
        </SimpleGrid>
      )}
    </QueryView>
  );
}

/**
 * `categoria`, open to guests. The filters live in the address (`sea`,
 * `category`, `subCategory`), so a link opens the same results and Back undoes
 * the last choice. Without filters it shows the categories; with any, the products.
 */
/** The page's title: "Categorías" over the categories; after what it shows over results. */
function useCatalogueTitle(filters: ProductFilters): { title: string; description: string } {
  const { t } = useTranslation();
  const categories = useCategories();
  if (!hasFilters(filters)) return { title: t('catalogue.title'), description: t('catalogue.description') };
  const heading = resultsHeading(filters, categories.data);
  if (heading.kind === 'search') {
    return { title: t('catalogue.results.searchTitle', { sea: quoted(heading.sea) }), description: '' };
  }
  return {
    title: heading.kind === 'named' ? heading.name : t('catalogue.results.title'),
    description: t('catalogue.results.description'),
  };
}

export default function CategoryPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const filtered = hasFilters(filters);
  const { title, description } = useCatalogueTitle(filters);
  usePageTitle(title);

  const update = (patch: ProductFilters, options: { replace?: boolean } = {}) => {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        const clean = value?.trim();
        if (clean) next.set(key, clean);
        else next.delete(key);
      }
      return next;
    }, options);
  };

  const onSearch = (sea: string) => {
    if (sea === (filters.sea ?? '')) return;
    // Typing refines one search: only its start adds a step to the history, so Back leaves the search.
    update({ sea }, { replace: Boolean(filters.sea) && Boolean(sea) });
  };

  const clear = () => {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const key of FILTER_PARAMS) next.delete(key);
      return next;
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {description ? (
          <Text size="lg" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      <CatalogueSearch value={filters.sea ?? ''} onSearch={onSearch} />
      {filtered ? (
        <section aria-label={t('catalogue.results.title')}>
          <Stack gap="lg">
            <CategoryFilters filters={filters} onChange={(patch) => update(patch)} />
            <ProductResults filters={filters} onClear={clear} />
          </Stack>
        </section>
      ) : (
        <CategoryOverview />
      )}
    </Stack>
  );
}
