import '@mantine/charts/styles.css';
import { toMajor, toMinor } from '@detalle/contract';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { SPANISH_MONTHS } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { Monthly } from '../api/get-monthly';

/**
 * Money in and out per month over the last 12 months. Recharts is heavy, so this file is only loaded by
 * the wallet's front page (`lazy`), never with the rest of the app.
 */
export default function MoneyChart({ monthly }: { monthly: Monthly }) {
  const { t } = useTranslation();
  const moneyIn = t('wallet.chart.in');
  const moneyOut = t('wallet.chart.out');
  const data = monthly.months.map(({ month, in: income, out }) => ({
    month: SPANISH_MONTHS[Number(month.slice(5, 7)) - 1] ?? month,
    [moneyIn]: toMajor({ amount: income, currency: monthly.currency }),
    [moneyOut]: toMajor({ amount: Math.abs(out), currency: monthly.currency }),
  }));
  const currency = monthly.currency;
  return (
    <BarChart
      h={180}
      data={data}
      dataKey="month"
      series={[
        { name: moneyIn, color: 'teal.6' },
        { name: moneyOut, color: 'coral.6' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      tickLine="none"
      yAxisProps={{ width: 48 }}
      valueFormatter={(value) => formatMoney({ amount: toMinor(value, currency), currency })}
    />
  );
}
