import { bankSaveSchema, type PaymentMethod } from '@detalle/contract';
import { Button, Stack, TextInput } from '@mantine/core';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { useSaveBank } from '../api/save-bank';

/** The bank account where withdrawals go: an IBAN (Spain, SEPA) or a CLABE (Mexico), and its holder. */
export function BankForm({ onSaved }: { onSaved: (method: PaymentMethod) => void }) {
  const { t } = useTranslation();
  const save = useSaveBank();
  const form = useZodForm({
    initialValues: { account: '', holder: '', makeDefault: true },
    schema: bankSaveSchema,
  });
  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: (method) => {
        form.reset();
        onSaved(method);
      },
      onError: form.showApiError,
    }),
  );
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError message={form.formError} />
        <TextInput
          {...form.inputProps('account')}
          label={t('wallet.bank.account')}
          description={t('wallet.bank.accountHelp')}
          placeholder="ES91 2100 0418 4502 0005 1332"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={42}
          size="md"
        />
        <TextInput
          {...form.inputProps('holder')}
          label={t('wallet.bank.holder')}
          autoComplete="name"
          maxLength={120}
          size="md"
        />
        <Button type="submit" loading={save.isPending} size="md" variant="light">
          {t('wallet.bank.save')}
        </Button>
      </Stack>
    </form>
  );
}
