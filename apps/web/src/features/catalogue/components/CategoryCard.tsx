import type { Category } from '@detalle/contract';
import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n';
import { categoryHref } from '../lib/filters';
import classes from './CategoryCard.module.css';

/** A category of the overview: its name leads to its products, each subcategory to its own. */
export function CategoryCard({ category }: { category: Category }) {
  const { t } = useTranslation();
  const headingId = `categoria-${category.id}`;
  return (
    <Card component="article" aria-labelledby={headingId} withBorder radius="lg" padding="lg" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <Link to={categoryHref({ category: category.slug })} className={classes.title}>
            {category.name}
          </Link>
        </Title>
        <Badge variant="light" radius="sm" className={classes.count}>
          {t('catalogue.productCount', { count: category.productCount })}
        </Badge>
      </Group>
      {category.description ? (
        <Text c="dimmed" size="sm" mt="xs">
          {category.description}
        </Text>
      ) : null}
      {category.subcategories.length > 0 ? (
        <ul
          className={classes.subcategories}
          aria-label={t('catalogue.subcategoriesLabel', { name: category.name })}
        >
          {category.subcategories.map((subcategory) => (
            <li key={subcategory.id}>
              <Link
                to={categoryHref({ category: category.slug, subCategory: subcategory.slug })}
                className={classes.subcategory}
              >
                {subcategory.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed" mt="md">
          {t('catalogue.noSubcategories')}
        </Text>
      )}
    </Card>
  );
}
