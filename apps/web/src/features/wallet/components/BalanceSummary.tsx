import type { Balance } from '@detalle/contract';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n';
import { formatMoney } from '@/lib/money';
import classes from './Wallet.module.css';

/** Per currency: what can be withdrawn now, and what is still pending (with what pending means). */
export function BalanceSummary({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const anyPending = balance.balances.some((b) => b.pending > 0);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: Math.min(balance.balances.length, 2) }} spacing="sm">
        {balance.balances.map(({ currency, available, pending }) => (
          <section key={currency} className={classes.card} aria-label={t('wallet.balance.in', { currency })}>
            <Text size="sm" c="dimmed">
              {t('wallet.balance.available')}
            </Text>
            <Text className={classes.big}>{formatMoney({ amount: available, currency })}</Text>
            <Text size="sm" mt={4}>
              {t('wallet.balance.pending', { money: formatMoney({ amount: pending, currency }) })}
            </Text>
          </section>
        ))}
      </SimpleGrid>
      {anyPending ? (
        <Text size="xs" c="dimmed">
          {t('wallet.balance.pendingHelp')}
        </Text>
      ) : null}
    </Stack>
  );
}
