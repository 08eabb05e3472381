import { Group, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '@/i18n';

export const EXPIRY = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/** "12/30" → month 12, year 2030; anything else leaves them empty for the schema to name. */
export function readExpiry(text: string): { expMonth: string; expYear: string } {
  const match = EXPIRY.exec(text);
  if (!match) return { expMonth: '', expYear: '' };
  const [, month = '', year = ''] = match;
  return { expMonth: month, expYear: year.length === 2 ? `20${year}` : year };
}

type CardField = 'number' | 'expiry' | 'cvc';
type FieldProps = Pick<TextInputProps, 'name' | 'value' | 'error' | 'onChange'>;

/**
 * A test card's number, expiry ("12/30") and CVC, as every test-mode card form asks them (saving a card,
 * a guest's chip-in). `field` is the form's `inputProps`.
 */
export function TestCardFields({
  field,
  numberDescription,
}: {
  field: (name: CardField) => FieldProps;
  numberDescription?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        {...field('number')}
        label={t('wallet.cards.number')}
        description={numberDescription}
        inputMode="numeric"
        autoComplete="off"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
        size="md"
      />
      <Group grow gap="sm" align="flex-start">
        <TextInput
          {...field('expiry')}
          label={t('wallet.cards.expiry')}
          placeholder={t('wallet.cards.expiryPlaceholder')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          size="md"
        />
        <TextInput
          {...field('cvc')}
          label={t('wallet.cards.cvc')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          size="md"
        />
      </Group>
    </>
  );
}
