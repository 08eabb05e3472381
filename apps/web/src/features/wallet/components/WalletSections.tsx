import { Anchor, Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCreditCard, IconSend, IconWallet } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { QueryView } from '@/components/feedback/QueryView';
import { SectionHeader } from '@/components/layout/SectionHeader';
import { useTranslation } from '@/i18n';
import { walletKeys } from '@/lib/query-keys';
import { useBalance } from '../api/get-balance';
import { useMethods } from '../api/get-methods';
import { useMonthly } from '../api/get-monthly';
import { LATEST_MOVEMENTS, useLatestMovements } from '../api/get-movements';
import { viewHref } from '../lib/hrefs';
import { BalanceSummary } from './BalanceSummary';
import { MethodRow } from './MethodRow';
import { MovementList } from './MovementRow';
import classes from './Wallet.module.css';

// Recharts only travels to this page, and only once there is something to draw.
const MoneyChart = lazy(() => import('./MoneyChart'));

/** What went in and out each month, per currency (a chart, once there is money to draw). */
export function MoneyInOut() {
  const { t } = useTranslation();
  const monthly = useMonthly();
  const withMoney = (monthly.data ?? []).filter((m) => m.months.some((x) => x.in !== 0 || x.out !== 0));
  const [chosen, setChosen] = useState<string | null>(null);
  if (withMoney.length === 0) return null;
  const shown = withMoney.find((m) => m.currency === chosen) ?? withMoney[0];
  if (!shown) return null;
  return (
    <section aria-labelledby="billetera-grafico" className={classes.card}>
      <SectionHeader id="billetera-grafico" title={t('wallet.chart.title')} />
      {withMoney.length > 1 ? (
        <SegmentedControl
          size="xs"
          mb="sm"
          value={shown.currency}
          onChange={setChosen}
          data={withMoney.map((m) => m.currency)}
          aria-label={t('wallet.chart.currency')}
        />
      ) : null}
      <Suspense fallback={<Skeleton h={180} radius="md" />}>
        <MoneyChart monthly={shown} />
      </Suspense>
    </section>
  );
}

/** The balance per currency, or what a wallet with nothing yet is for. */
export function BalanceSection() {
  const { t } = useTranslation();
  const balance = useBalance();
  return (
    <QueryView
      query={balance}
      queryKey={walletKeys.balance}
      loadingLabel={t('wallet.balance.loading')}
      skeleton={<Skeleton h={110} radius="lg" />}
      errorTitle={t('wallet.balance.loadError')}
      isEmpty={(b) => b.balances.length === 0}
      empty={
        <EmptyMessage
          icon={<IconWallet aria-hidden />}
          title={t('wallet.balance.emptyTitle')}
          description={t('wallet.balance.emptyDescription')}
        />
      }
    >
      {(b) => <BalanceSummary balance={b} />}
    </QueryView>
  );
}

/** "Enviar dinero" and "Retirar", side by side. */
export function WalletActions() {
  const { t } = useTranslation();
  return (
    <Group grow gap="sm">
      <Button component={Link} to={viewHref('enviar')} leftSection={<IconSend size={18} aria-hidden />}>
        {t('wallet.send.action')}
      </Button>
      <Button
        component={Link}
        to={viewHref('retirar')}
        variant="light"
        leftSection={<IconBuildingBank size={18} aria-hidden />}
      >
        {t('wallet.withdraw.action')}
      </Button>
    </Group>
  );
}

/** The latest movements, with a way to all of them. */
export function LatestMovements() {
  const { t } = useTranslation();
  const latest = useLatestMovements();
  return (
    <section aria-labelledby="billetera-movimientos">
      <SectionHeader
        id="billetera-movimientos"
        title={t('wallet.movements.latest')}
        more={{ to: viewHref('movimientos'), label: t('wallet.movements.seeAll') }}
      />
      <QueryView
        query={latest}
        loadingLabel={t('wallet.movements.loading')}
        skeleton={<ListSkeleton variant="rows" count={3} />}
        errorTitle={t('wallet.movements.loadError')}
        isEmpty={(page) => page.list.length === 0}
        empty={
          <Text c="dimmed" size="sm">
            {t('wallet.movements.none')}
          </Text>
        }
      >
        {(page) => (
          <MovementList
            movements={page.list.slice(0, LATEST_MOVEMENTS)}
            label={t('wallet.movements.latest')}
          />
        )}
      </QueryView>
    </section>
  );
}

/** The saved payment methods, with a way to manage them (or add the first card). */
export function SavedMethods() {
  const { t } = useTranslation();
  const methods = useMethods();
  return (
    <section aria-labelledby="billetera-metodos">
      <SectionHeader
        id="billetera-metodos"
        title={t('wallet.methods.title')}
        more={{ to: viewHref('tarjetas'), label: t('wallet.methods.manage') }}
      />
      <QueryView
        query={methods}
        loadingLabel={t('wallet.methods.loading')}
        skeleton={<ListSkeleton variant="rows" count={2} />}
        errorTitle={t('wallet.methods.loadError')}
        isEmpty={(list) => list.length === 0}
        empty={
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed" size="sm">
              {t('wallet.methods.none')}
            </Text>
            <Anchor component={Link} to={viewHref('tarjetas')} size="sm">
              <Group gap={4} component="span">
                <IconCreditCard size={16} aria-hidden />
                {t('wallet.cards.add')}
              </Group>
            </Anchor>
          </Stack>
        }
      >
        {(list) => (
          <ul className={classes.rows} aria-label={t('wallet.methods.title')}>
            {list.map((method) => (
              <li key={method.id}>
                <MethodRow method={method} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
