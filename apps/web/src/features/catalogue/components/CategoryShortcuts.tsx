import { Button, Group, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { QueryError } from '@/components/feedback/QueryError';
import { SectionHeader } from '@/components/layout/SectionHeader';
import { categoriaHref } from '@/features/catalogue/lib/filters';
import { useCategories } from '@/hooks/use-categories';

const skeletonWidths = [72, 96, 64, 110, 84];

/** Home: each category as a chip that opens the catalogue filtered by it. */
export function CategoryShortcuts() {
  const { t } = useTranslation();
  const categories = useCategories();

  let content: ReactNode;
  if (categories.isPending) {
    content = (
      <Group gap="xs" role="status" aria-label={t('home.categories.loading')}>
        {skeletonWidths.map((width) => (
          <Skeleton key={width} height={34} width={width} radius="xl" />
        ))}
      </Group>
    );
  } else if (categories.isLoadingError) {
    content = (
      <QueryError
        title={t('home.categories.error')}
        error={categories.error}
        onRetry={() => void categories.refetch()}
        retrying={categories.isFetching}
      />
    );
  } else if (categories.data.length === 0) {
    return null;
  } else {
    content = (
      <Group component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {categories.data.map((category) => (
          <li key={category.id}>
            <Button
              component={Link}
              to={categoriaHref({ category: category.slug })}
              variant="light"
              radius="xl"
              size="sm"
            >
              {category.name}
            </Button>
          </li>
        ))}
      </Group>
    );
  }

  return (
    <section aria-labelledby="categorias">
      <SectionHeader
        id="categorias"
        title={t('home.categories.title')}
        more={{ to: paths.categoria.path, label: t('home.categories.seeAll') }}
      />
      {content}
    </section>
  );
}
