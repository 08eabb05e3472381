import { Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useTranslation } from '@/i18n';

type AmountFieldsProps = {
  amount: string;
  currency: string;
  currencies: readonly string[];
  onAmount: (amount: string) => void;
  /** Omitted when the currency is fixed (a group gift is paid in its own): it shows next to the amount. */
  onCurrency?: (currency: string) => void;
  error?: string | null;
  label?: string;
};

/** An amount typed the Spanish way ("24,99") and its currency (chosen, or fixed). */
export function AmountFields({
  amount,
  currency,
  currencies,
  onAmount,
  onCurrency,
  error,
  label,
}: AmountFieldsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <TextInput
        label={label ?? t('wallet.amount.label')}
        placeholder={t('wallet.amount.placeholder')}
        name="amount"
        value={amount}
        onChange={(event) => onAmount(event.currentTarget.value)}
        error={error ?? undefined}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        flex={1}
        size="md"
        rightSection={
          onCurrency ? undefined : (
            <Text size="sm" c="dimmed">
              {currency}
            </Text>
          )
        }
        rightSectionWidth={onCurrency ? undefined : 56}
      />
      {onCurrency ? (
        <NativeSelect
          label={t('wallet.amount.currency')}
          name="currency"
          value={currency}
          onChange={(event) => onCurrency(event.currentTarget.value)}
          data={currencies.map((code) => ({ value: code, label: code }))}
          w={104}
          size="md"
        />
      ) : null}
    </Group>
  );
}
