import type { Product } from '@detalle/contract';
import { Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import type { Ref } from 'react';
import { MediaCard } from '@/components/media-card/MediaCard';
import { MediaCardImage } from '@/components/media-card/MediaCardImage';
import { useTranslation } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { hrefTo } from '@/lib/paths';
import classes from './ProductCard.module.css';

/** The product's own page: `/home/{id}/producto`. */
export function productHref(id: string): string {
  return hrefTo('homeItem', { id, type: 'producto' });
}

/**
 * A catalogue product: photo, name, shop and price. The whole card is one link
 * (the name's link stretches over it) so it reads as one item to screen readers.
 */
type ProductCardProps = {
  product: Product;
  /** Where the card leads; the product's page unless said otherwise, `null` for no link. */
  href?: string | null;
  /** Lets a list move keyboard focus to this card (e.g. the first one a "Ver más" brought in). */
  linkRef?: Ref<HTMLAnchorElement>;
};

export function ProductCard({ product, href = productHref(product.id), linkRef }: ProductCardProps) {
  const { t } = useTranslation();
  return (
    <MediaCard
      media={
        <MediaCardImage
          src={product.image}
          alt={t('product.imageAlt', { name: product.name })}
          fallback={{ icon: IconGift, label: t('product.noImage') }}
        />
      }
      title={product.name}
      href={href}
      linkRef={linkRef}
    >
      {product.shop ? (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {t('product.soldAt', { shop: product.shop })}
        </Text>
      ) : null}
      <Text className={classes.price} fw={700} c={product.price ? undefined : 'dimmed'}>
        {product.price ? formatMoney(product.price) : t('product.noPrice')}
      </Text>
    </MediaCard>
  );
}
