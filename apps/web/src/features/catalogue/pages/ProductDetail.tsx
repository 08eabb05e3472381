import type { Product } from '@detalle/contract';
import { Badge, Button, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconShare } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageLoadError } from '@/components/feedback/page-load-error';
import { QueryView } from '@/components/feedback/QueryView';
import { productHref } from '@/components/product/ProductCard';
import { shareLink } from '@/components/share/share-link';
import { AddToList } from '@/features/lists';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { isApiError } from '@/lib/api';
import { formatMoney } from '@/lib/money';
import { httpUrl } from '@/lib/safe-url';
import { useProduct } from '../api/get-product';
import { ProductPhoto } from '../components/ProductPhoto';
import { ProductUnavailable } from '../components/ProductUnavailable';
import { categoryHref } from '../lib/filters';

/** Only web addresses open as a shop: anything else (`javascript:`…) is not a link we follow. */
function shopUrl(url: string | null): string | null {
  return httpUrl(url);
}

function CategoryBadges({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { category, subCategory } = product;
  if (!category) return null;
  return (
    <Group gap={6} role="group" aria-label={t('catalogue.detail.category')}>
      <Badge component={Link} to={categoryHref({ category: category.slug })} variant="light">
        {category.name}
      </Badge>
      {subCategory ? (
        <Badge
          component={Link}
          to={categoryHref({ category: category.slug, subCategory: subCategory.slug })}
          variant="light"
          color="gray"
        >
          {subCategory.name}
        </Badge>
      ) : null}
    </Group>
  );
}

type ProductDetailProps = {
  id: string;
  /** More buttons next to "Compartir" (the favourite button). */
  extraActions?: ReactNode;
};

/** A catalogue product on its own page: photo, price, shop, description, and what can be done with it. */
export function ProductDetail({ id, extraActions }: ProductDetailProps) {
  const { t } = useTranslation();
  const query = useProduct(id);
  usePageTitle(query.data?.name ?? t('catalogue.detail.title'));

  return (
    <QueryView
      query={query}
      loadingLabel={t('catalogue.detail.loading')}
      errorTitle={t('catalogue.detail.error')}
      renderError={pageLoadError({
        title: t('catalogue.detail.title'),
        unavailable: <ProductUnavailable />,
        // 400: an id no product could have; 404: gone from the catalogue. Both mean "not here".
        isGone: (error) => isApiError(error) && (error.status === 404 || error.status === 400),
      })}
    >
      {(product) => <ProductView product={product} extraActions={extraActions} />}
    </QueryView>
  );
}

function ProductView({ product, extraActions }: { product: Product; extraActions?: ReactNode }) {
  const { t } = useTranslation();
  const shop = shopUrl(product.url);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" maw={1040}>
      <ProductPhoto product={product} />
      <Stack gap="md">
        <Stack gap={6}>
          <CategoryBadges product={product} />
          <Title order={1}>{product.name}</Title>
          {product.shop ? <Text c="dimmed">{t('product.soldAt', { shop: product.shop })}</Text> : null}
        </Stack>
        <Text fz={28} fw={800} c={product.price ? undefined : 'dimmed'}>
          {product.price ? formatMoney(product.price) : t('product.noPrice')}
        </Text>
        <AddToList productId={product.id} />
        <Group gap="xs">
          {shop ? (
            <Button
              component="a"
              href={shop}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconExternalLink size={18} aria-hidden />}
            >
              {t('catalogue.detail.shop')} <VisuallyHidden>{t('catalogue.detail.newTab')}</VisuallyHidden>
            </Button>
          ) : null}
          <Button
            variant="subtle"
            leftSection={<IconShare size={18} aria-hidden />}
            onClick={() =>
              void shareLink({
                url: productHref(product.id),
                text: t('catalogue.detail.shareText', { name: product.name }),
              })
            }
          >
            {t('catalogue.detail.share')}
          </Button>
          {extraActions}
        </Group>
        {product.description ? (
          <Stack component="section" gap="xs" aria-labelledby="sobre-el-producto">
            <Title order={2} size="h4" id="sobre-el-producto">
              {t('catalogue.detail.about')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{product.description}</Text>
          </Stack>
        ) : null}
      </Stack>
    </SimpleGrid>
  );
}
