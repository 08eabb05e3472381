import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n';
import { useHuchaMovements } from '../api/get-movements';
import { MovementList } from './MovementRow';

/**
 * The latest movements of a dependent's hucha, for its guardians: what was given to it and what each of them
 * moved to their wallet. Rows open no receipt (a gift's receipt is its giver's). Nothing while loading, on
 * failure or when there are none: the balance above says enough.
 */
export function HuchaMovements({ dependentId }: { dependentId: string }) {
  const { t } = useTranslation();
  const movements = useHuchaMovements(dependentId);
  const list = movements.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('wallet.hucha.latest')}
      </Text>
      <MovementList movements={list} label={t('wallet.hucha.latest')} linked={false} />
    </Stack>
  );
}
