import { Button, Group, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { QueryView } from '@/components/feedback/QueryView';
import { SectionHeader } from '@/components/layout/SectionHeader';
import { categoryHref } from '@/features/catalogue/lib/filters';
import { useCategories } from '@/hooks/use-categories';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';

const skeletonWidths = [72, 96, 64, 110, 84];

/** Home: each category as a chip that opens the catalogue filtered by it. */
export function CategoryShortcuts() {
  const { t } = useTranslation();
  const categories = useCategories();
  // Without categories there is nothing to go to: the section stays out of the way.
  if (categories.data?.length === 0) return null;

  return (
    <section aria-labelledby="categorias">
      <SectionHeader
        id="categorias"
        title={t('home.categories.title')}
        more={{ to: paths.categoria.path, label: t('home.categories.seeAll') }}
      />
      <QueryView
        query={categories}
        loadingLabel={t('home.categories.loading')}
        skeleton={
          <Group gap="xs">
            {skeletonWidths.map((width) => (
              <Skeleton key={width} height={34} width={width} radius="xl" />
            ))}
          </Group>
        }
        errorTitle={t('home.categories.error')}
      >
        {(data) => (
          <Group component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.map((category) => (
              <li key={category.id}>
                <Button
                  component={Link}
                  to={categoryHref({ category: category.slug })}
                  variant="light"
                  size="sm"
                >
                  {category.name}
                </Button>
              </li>
            ))}
          </Group>
        )}
      </QueryView>
    </section>
  );
}
