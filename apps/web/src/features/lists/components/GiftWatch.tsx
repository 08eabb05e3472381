import type { Product } from '@detalle/contract';
import { Badge, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/i18n';
import { formatMoney } from '@/lib/money';

/**
 * A gift's price line: after a recent drop, the old price struck through before the new one (screen readers hear
 * "Antes: … ahora: …").
 */
export function GiftPrice({ product }: { product: Product }) {
  const { t } = useTranslation();
  if (!product.price)
    return (
      <Text fw={700} size="sm" c="dimmed">
        {t('product.noPrice')}
      </Text>
    );
  const before = product.watch?.previousPrice;
  return (
    <Text fw={700} size="sm">
      {before ? (
        <>
          <VisuallyHidden>{t('gifts.watch.before')} </VisuallyHidden>
          <Text component="s" fw={400} size="sm" c="dimmed" mr={6}>
            {formatMoney(before)}
          </Text>
          <VisuallyHidden>{t('gifts.watch.now')} </VisuallyHidden>
        </>
      ) : null}
      {formatMoney(product.price)}
    </Text>
  );
}

/**
 * What the price refresh found at the shop, for the owner and the givers alike: "Ha bajado de precio", "Agotado",
 * "Vuelve a estar disponible" (a few days after it came back), or "No hemos podido comprobarlo" after repeated
 * failures. Nothing for products that are not watched.
 */
export function GiftWatchBadges({ product }: { product: Product }) {
  const { t } = useTranslation();
  const watch = product.watch;
  if (!watch) return null;
  if (watch.stopped)
    return (
      <Badge variant="outline" color="gray" tt="none" size="md" title={t('gifts.watch.stoppedHint')}>
        {t('gifts.watch.stopped')}
      </Badge>
    );
  return (
    <>
      {watch.previousPrice && product.price ? (
        <Badge variant="light" color="teal" tt="none" size="md">
          {t('gifts.watch.priceDrop')}
        </Badge>
      ) : null}
      {watch.stock === 'out_of_stock' ? (
        <Badge variant="filled" color="red" tt="none" size="md">
          {t('gifts.watch.soldOut')}
        </Badge>
      ) : watch.restocked ? (
        <Badge variant="light" color="green" tt="none" size="md">
          {t('gifts.watch.restocked')}
        </Badge>
      ) : null}
    </>
  );
}
