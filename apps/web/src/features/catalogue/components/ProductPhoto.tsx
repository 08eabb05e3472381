import type { Product } from '@detalle/contract';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import classes from './ProductPhoto.module.css';

/** The product's picture, large and whole (shops' photos are not cropped); a gift when there is none. */
export function ProductPhoto({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <div className={classes.frame}>
      {product.image && !failed ? (
        <img
          className={classes.image}
          src={product.image}
          alt={t('product.imageAlt', { name: product.name })}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <div className={classes.placeholder} role="img" aria-label={t('product.noImage')}>
          <IconGift size={72} stroke={1.2} aria-hidden />
        </div>
      )}
    </div>
  );
}
