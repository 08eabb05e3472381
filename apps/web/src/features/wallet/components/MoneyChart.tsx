import '@mantine/charts/styles.css';
import { toMajor, toMinor } from '@detalle/contract';
import { BarChart } from '@mantine/charts';
import { useTranslation } from '@/i18n';
import { SPANISH_MONTHS } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { Monthly } from '../api/get-monthly';
import { axisMoney, moneyTicks } from '../lib/money-axis';

/**
 * Money in and out per month over the last 12 months, with its legend (Entradas, Salidas) and an axis in even,
 * round steps of the currency (`moneyTicks`). Recharts is heavy, so this file is only loaded by the wallet's
 * front page (`lazy`), never with the rest of the app.
 */
export default function MoneyChart({ monthly }: { monthly: Monthly }) {
  const { t } = useTranslation();
  const moneyIn = t('wallet.chart.in');
  const moneyOut = t('wallet.chart.out');
  const currency = monthly.currency;
  const major = (amount: number) => toMajor({ amount, currency });
  const data = monthly.months.map(({ month, in: income, out }) => ({
    month: SPANISH_MONTHS[Number(month.slice(5, 7)) - 1] ?? month,
    [moneyIn]: major(income),
    [moneyOut]: major(Math.abs(out)),
  }));
  const ticks = moneyTicks(
    Math.max(0, ...monthly.months.flatMap((m) => [major(m.in), major(Math.abs(m.out))])),
  );
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="month"
      series={[
        { name: moneyIn, color: 'teal.6' },
        { name: moneyOut, color: 'coral.6' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 36 }}
      tickLine="none"
      yAxisProps={{
        width: 64,
        domain: [0, ticks.at(-1) ?? 0],
        ticks,
        interval: 0,
        tickFormatter: (value: number) => axisMoney(value, currency),
      }}
      valueFormatter={(value) => formatMoney({ amount: toMinor(value, currency), currency })}
    />
  );
}
