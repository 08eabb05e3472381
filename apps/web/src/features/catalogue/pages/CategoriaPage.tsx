import { Card, EmptyState, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/QueryError';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCategories } from '../api/get-categories';
import { CategoryCard } from '../components/CategoryCard';

const grid = { base: 1, sm: 2, lg: 3 };

function CategoriesSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={grid} role="status" aria-label={t('catalogue.loadingLabel')}>
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

export default function CategoriaPage() {
  const { t } = useTranslation();
  usePageTitle(t('catalogue.title'));
  const categories = useCategories();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('catalogue.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('catalogue.description')}
        </Text>
      </Stack>
      {categories.isPending ? (
        <CategoriesSkeleton />
      ) : categories.isLoadingError ? (
        <QueryError
          title={t('catalogue.error')}
          error={categories.error}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState icon={<IconCategory aria-hidden />} variant="light" py="xl">
          <EmptyState.Title order={2}>{t('catalogue.emptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('catalogue.emptyDescription')}</EmptyState.Description>
        </EmptyState>
      ) : (
        <SimpleGrid cols={grid}>
          {categories.data.map((category) => (
            <CategoryCard key={category.id} category={category} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
