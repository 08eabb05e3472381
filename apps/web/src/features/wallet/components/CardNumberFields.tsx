import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

type FieldProps = Pick<ComponentProps<typeof TextInput>, 'name' | 'value' | 'error' | 'onChange'>;

/**
 * A test card's number, expiry and CVC, typed in a form (`useZodForm`'s `inputProps` of `number`, `expiry`,
 * `cvc`): saving a card, and a guest's card for one payment or donation (`testHint` says which numbers work).
 */
export function CardNumberFields({
  inputProps,
  testHint = false,
}: {
  inputProps: (name: 'number' | 'expiry' | 'cvc') => FieldProps;
  testHint?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        {...inputProps('number')}
        label={t('wallet.cards.number')}
        description={testHint ? t('wallet.guestChipIn.testCard') : undefined}
        inputMode="numeric"
        autoComplete="off"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
        size="md"
      />
      <Group grow gap="sm" align="flex-start">
        <TextInput
          {...inputProps('expiry')}
          label={t('wallet.cards.expiry')}
          placeholder={t('wallet.cards.expiryPlaceholder')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          size="md"
        />
        <TextInput
          {...inputProps('cvc')}
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

/** The bank's confirmation step of a guest's payment or donation (simulated in test mode): confirm or refuse. */
export function BankConfirmStep({
  onAnswer,
  pending,
}: {
  onAnswer: (approve: boolean) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('wallet.guestChipIn.confirmTitle')}
      </Title>
      <Text size="sm">{t('wallet.guestChipIn.confirmText')}</Text>
      <Group grow>
        <Button variant="default" onClick={() => onAnswer(false)} disabled={pending}>
          {t('wallet.guestChipIn.reject')}
        </Button>
        <Button onClick={() => onAnswer(true)} loading={pending}>
          {t('wallet.guestChipIn.approve')}
        </Button>
      </Group>
    </Stack>
  );
}
