import type { Product } from '@detalle/contract';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n';
import { formatMoney } from '@/lib/money';
import classes from './CatalogueTab.module.css';
import { GiftImage } from './GiftImage';

/** One line of a product: picture, name, price and shop (shared by results and the chosen one). */
export function ProductLine({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" className={classes.line}>
      <GiftImage src={product.image} name={product.name} size={56} />
      <Stack gap={2} className={classes.text}>
        <Text fw={600} size="sm" lineClamp={2}>
          {product.name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {[product.price ? formatMoney(product.price) : t('product.noPrice'), product.shop]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Group>
  );
}
