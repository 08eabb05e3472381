import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from '@/i18n';

/** "3 de 5 regalos por dar"; or that there are none yet, or none left to give. */
export function GiftCounts({
  giftCount,
  availableCount,
  ...props
}: { giftCount: number; availableCount: number } & TextProps) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c={giftCount === 0 ? 'dimmed' : undefined} {...props}>
      {giftCount === 0
        ? t('lists.card.noGifts')
        : availableCount === 0
          ? t('lists.card.allTaken', { count: giftCount })
          : t('lists.card.gifts', { available: availableCount, count: giftCount })}
    </Text>
  );
}
