import type { Product } from '@detalle/contract';
import { Card, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefTo } from '@/app/paths';
import { formatMoney } from '@/lib/money';
import classes from './ProductCard.module.css';

function ProductImage({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!product.image || failed) {
    return (
      <div className={classes.placeholder} role="img" aria-label={t('product.noImage')}>
        <IconGift size={40} stroke={1.4} aria-hidden />
      </div>
    );
  }
  return (
    <img
      className={classes.image}
      src={product.image}
      alt={t('product.imageAlt', { name: product.name })}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

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
  const nameId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
    >
      <div className={classes.media}>
        <ProductImage product={product} />
      </div>
      <div className={classes.body}>
        <h3 className={classes.name} id={nameId}>
          {href ? (
            <Link to={href} className={classes.link} ref={linkRef}>
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </h3>
        {product.shop ? (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {t('product.soldAt', { shop: product.shop })}
          </Text>
        ) : null}
        <Text className={classes.price} fw={700} c={product.price ? undefined : 'dimmed'}>
          {product.price ? formatMoney(product.price) : t('product.noPrice')}
        </Text>
      </div>
    </Card>
  );
}
