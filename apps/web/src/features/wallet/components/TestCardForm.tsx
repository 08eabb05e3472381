import { cardSaveSchema, type PaymentMethod } from '@detalle/contract';
import { Button, List, Stack, Switch, Text, TextInput, UnstyledButton } from '@mantine/core';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { useSaveCard } from '../api/save-card';
import { EXPIRY, readExpiry, TestCardFields } from './TestCardFields';

/** The test provider's well-known cards and what each does. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'works' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0025 0000 3155', outcome: 'confirm' },
  { number: '4000 0000 0000 9995', outcome: 'noFunds' },
] as const;

/**
 * Test mode: a card's details typed here. Only the well-known test numbers are accepted by the server,
 * which keeps nothing of any other number.
 */
export function TestCardForm({
  onSaved,
  makeDefault = false,
}: {
  onSaved: (method: PaymentMethod) => void;
  makeDefault?: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveCard();
  const form = useZodForm({
    initialValues: { number: '', expiry: '', cvc: '', holder: '', makeDefault },
    schema: cardSaveSchema,
    toBody: ({ expiry, ...values }) => ({ kind: 'test' as const, ...values, ...readExpiry(expiry) }),
    aliases: { expMonth: 'expiry', expYear: 'expiry' },
  });

  const submit = form.onSubmit((body) => {
    if (!EXPIRY.test(form.values.expiry)) {
      form.setErrors({ expiry: t('wallet.cards.expiryFormat') });
      return;
    }
    save.mutate(body, {
      onSuccess: (method) => {
        form.reset();
        onSaved(method);
      },
      onError: form.showApiError,
    });
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError message={form.formError} />
        <TestCardFields field={form.inputProps} />
        <TextInput
          {...form.inputProps('holder')}
          label={t('wallet.cards.holder')}
          autoComplete="off"
          maxLength={120}
          size="md"
        />
        <Switch
          label={t('wallet.cards.makeDefault')}
          checked={form.values.makeDefault}
          onChange={(event) => form.setValue('makeDefault', event.currentTarget.checked)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('wallet.cards.testCards')}
          </Text>
          <List size="sm" spacing={2}>
            {TEST_CARDS.map((card) => (
              <List.Item key={card.number}>
                <UnstyledButton
                  fz="sm"
                  // Named by what it shows (number and outcome), so what is read is what is seen.
                  onClick={() => form.setValue('number', card.number)}
                >
                  <Text span ff="monospace" fz="sm">
                    {card.number}
                  </Text>
                  <Text span c="dimmed" fz="sm">
                    {` ${t(`wallet.cards.outcome.${card.outcome}`)}`}
                  </Text>
                </UnstyledButton>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Button type="submit" loading={save.isPending} size="md">
          {t('wallet.cards.save')}
        </Button>
      </Stack>
    </form>
  );
}
