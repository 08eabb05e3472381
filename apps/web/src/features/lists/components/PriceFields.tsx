import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from '@/i18n';
import { priceCurrencies } from '@/lib/price-input';

type PriceFieldsProps = {
  price: string;
  currency: string;
  onPrice: (price: string) => void;
  onCurrency: (currency: string) => void;
  error?: string | null;
};

/** A price typed as a decimal ("24,99") in the chosen currency; sent as minor units. */
export function PriceFields({ price, currency, onPrice, onCurrency, error }: PriceFieldsProps) {
  const { t } = useTranslation();
  // A scanned price may come in a currency outside the usual list; it stays choosable.
  const codes: string[] = priceCurrencies.includes(currency as never)
    ? [...priceCurrencies]
    : [currency, ...priceCurrencies];
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <TextInput
        label={t('gifts.price.label')}
        placeholder={t('gifts.price.placeholder')}
        name="price"
        value={price}
        onChange={(event) => onPrice(event.currentTarget.value)}
        error={error ?? undefined}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        flex={1}
      />
      <NativeSelect
        label={t('gifts.price.currency')}
        name="currency"
        value={currency}
        onChange={(event) => onCurrency(event.currentTarget.value)}
        data={codes.map((code) => ({ value: code, label: code }))}
        w={104}
      />
    </Group>
  );
}
