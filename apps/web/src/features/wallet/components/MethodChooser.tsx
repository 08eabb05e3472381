import { type GivingMethod, methodFee, methodLimits, withFeeCovered } from '@detalle/contract';
import { Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  IconBuildingBank,
  IconBuildingStore,
  IconCreditCard,
  IconDeviceMobile,
  IconWallet,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { delayedRefusal } from '../lib/giving-methods';
import classes from './MethodChooser.module.css';

export const methodIcons: Record<GivingMethod, TablerIcon> = {
  card: IconCreditCard,
  bizum: IconDeviceMobile,
  sepa_transfer: IconBuildingBank,
  spei: IconBuildingBank,
  oxxo: IconBuildingStore,
  mercadopago: IconWallet,
};

/**
 * "¿Cómo quieres pagar?": the ways this list's currency offers here, each with what it costs the recipient
 * (its fee, taken from what they receive), how long the money takes and its limits. An amount a way cannot take
 * says so under it (`methodRefusal`). Shown only when there is more than card to choose. Under it, "Pago yo la
 * comisión": the giver adds the chosen way's fee so the recipient receives the amount whole.
 */
export function MethodChooser({
  methods,
  value,
  onChange,
  amount,
  currency,
  recipientName,
  error,
  coverFee,
  onCoverFeeChange,
  bizumPhone,
}: {
  methods: GivingMethod[];
  value: GivingMethod;
  onChange: (method: GivingMethod) => void;
  /** The amount typed (minor units), or null while it is not a valid one. */
  amount: number | null;
  currency: string;
  /** Who receives: the fee is taken from what they receive. */
  recipientName: string;
  /** The form's error about the method (the API's refusal). */
  error?: string | null;
  /** "Pago yo la comisión", ticked or not. */
  coverFee: boolean;
  onCoverFeeChange: (cover: boolean) => void;
  /** The field of the mobile Bizum sends the payment to (`form.inputProps('bizumPhone')`), asked once Bizum is chosen. */
  bizumPhone: ComponentProps<typeof TextInput>;
}) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney({ amount: n, currency });
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as GivingMethod)}
      label={t('wallet.pay.how')}
      name="method"
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {methods.map((method) => {
          const Icon = methodIcons[method];
          const limits = methodLimits(method, currency);
          const refusal = delayedRefusal(method, amount, currency);
          const fee = amount ? methodFee(method, amount, currency) : null;
          return (
            <Radio.Card
              key={method}
              value={method}
              className={classes.option}
              radius="md"
              data-method={method}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Icon size={22} aria-hidden className={classes.icon} />
                <Stack gap={2} className={classes.text}>
                  <Text fw={600} size="md" lh={1.3}>
                    {t(`wallet.pay.methods.${method}.label`)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('wallet.pay.arrival', { when: t(`wallet.pay.methods.${method}.arrival`) })}
                  </Text>
                  {fee !== null ? (
                    <Text size="sm" c="dimmed">
                      {recipientName
                        ? t('wallet.pay.fee', { money: money(fee), name: recipientName })
                        : t('wallet.pay.feeNoName', { money: money(fee) })}
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {t('wallet.pay.limits', { min: money(limits.min), max: money(limits.max) })}
                  </Text>
                  {refusal ? (
                    <Text size="sm" c="red" fw={500}>
                      {refusal}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
      {value === 'bizum' ? (
        <TextInput
          {...bizumPhone}
          mt="sm"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          label={t('wallet.pay.bizumPhone')}
          description={t('wallet.pay.bizumPhoneHint')}
          placeholder="612 34 56 78"
        />
      ) : null}
      <CoverFee
        method={value}
        amount={amount}
        currency={currency}
        recipientName={recipientName}
        checked={coverFee}
        onChange={onCoverFeeChange}
      />
    </Radio.Group>
  );
}

/** "Pago yo la comisión (0,68 €): Ana recibe 45,00 € enteros." — what ticking it adds to what the giver pays. */
function CoverFee({
  method,
  amount,
  currency,
  recipientName,
  checked,
  onChange,
}: {
  method: GivingMethod;
  amount: number | null;
  currency: string;
  recipientName: string;
  checked: boolean;
  onChange: (cover: boolean) => void;
}) {
  const { t } = useTranslation();
  const money = (n: number) => formatMoney({ amount: n, currency });
  const extra = amount ? withFeeCovered(method, amount, currency) - amount : null;
  return (
    <Checkbox
      mt="sm"
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      label={
        extra !== null ? t('wallet.pay.coverFee', { money: money(extra) }) : t('wallet.pay.coverFeeNoAmount')
      }
      description={
        amount
          ? t(recipientName ? 'wallet.pay.coverFeeHelp' : 'wallet.pay.coverFeeHelpNoName', {
              money: money(amount),
              name: recipientName,
            })
          : undefined
      }
    />
  );
}
