import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import classes from './GiftCard.module.css';

type GiftImageProps = { src: string | null; name: string /** Side of the square, in px. */; size?: number };

/** A product's picture in a small square, or a gift drawing when it has none (or it fails to load). */
export function GiftImage({ src, name, size = 88 }: GiftImageProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <div className={classes.media} style={{ width: size, height: size, flexBasis: size }}>
      {src && !failed ? (
        <img
          className={classes.image}
          src={src}
          alt={t('product.imageAlt', { name })}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <IconGift size={Math.round(size * 0.4)} stroke={1.4} role="img" aria-label={t('product.noImage')} />
      )}
    </div>
  );
}
