import type { GivingMethod } from '@detalle/contract';
import { Alert, Text, type TextInput } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { type TFunction, useTranslation } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { isDelayedMethod } from '../lib/giving-methods';
import { MethodChooser } from './MethodChooser';

type MethodForm = {
  values: { method: GivingMethod; coverFee: boolean };
  errors: Partial<Record<string, string | null | undefined>>;
  setValue: {
    (field: 'method', value: GivingMethod): void;
    (field: 'coverFee', value: boolean): void;
  };
  inputProps: (field: 'bizumPhone') => ComponentProps<typeof TextInput>;
};

/**
 * "¿Cómo quieres pagar?" in the donation form, when the ONG takes more than card in this currency (with
 * "Pago yo la comisión" and, for Bizum, the donor's mobile); with a delayed way, when the certificate comes.
 */
export function DonationMethods({
  form,
  methods,
  amount,
  currency,
  ongName,
}: {
  form: MethodForm;
  methods: GivingMethod[];
  amount: number | null;
  currency: string;
  ongName: string;
}) {
  const { t } = useTranslation();
  if (methods.length < 2) return null;
  return (
    <>
      <MethodChooser
        methods={methods}
        value={form.values.method}
        onChange={(value) => form.setValue('method', value)}
        coverFee={form.values.coverFee}
        onCoverFeeChange={(cover) => form.setValue('coverFee', cover)}
        bizumPhone={form.inputProps('bizumPhone')}
        amount={amount}
        currency={currency}
        recipientName={ongName}
        error={form.errors.method}
      />
      {isDelayedMethod(form.values.method) ? (
        <Alert color="blue" variant="light" icon={<IconClockHour4 size={20} aria-hidden />} p="sm">
          <Text size="sm">{t('wallet.donateBy.note')}</Text>
          <Text size="sm" mt={4}>
            {t('wallet.pay.lateReturned')}
          </Text>
        </Alert>
      ) : null}
    </>
  );
}

/** "Donar 25,00 € con Bizum". */
export function donatePayLabel(t: TFunction, method: GivingMethod, amount: number | null, currency: string) {
  const name = t(`wallet.pay.methods.${method}.label`);
  return amount === null
    ? t('wallet.donateBy.payWithNoAmount', { method: name })
    : t('wallet.donateBy.payWith', { method: name, money: formatMoney({ amount, currency }) });
}
