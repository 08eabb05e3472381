import { recoveryPassBody } from '@detalle/contract';
import { Button, Stack } from '@mantine/core';
import { FormError } from '@/components/form/FormError';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { useResetPassword } from '../api/reset-password';

/** Who is resetting: the e-mailed link's token, or the person (e-mail or mobile) plus the checked code. */
export type ResetProof =
  | { token: string }
  | { email?: string; codephone?: string; mobile?: string; code: string };

/** New password + repeat → `user/recoveryPass`; `onDone` gets the API's sentence to show. */
export function NewPasswordForm({ proof, onDone }: { proof: ResetProof; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useZodForm({
    initialValues: { password: '', repassword: '' },
    schema: recoveryPassBody,
    toBody: (v) => ({ ...proof, ...v }),
  });

  const submit = form.onSubmit((body) =>
    reset.mutate(body, {
      onSuccess: onDone,
      onError: (error) => form.showApiError(error),
    }),
  );

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <NewPasswordFields
          password={form.inputProps('password')}
          repassword={form.inputProps('repassword')}
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          {t('auth.recovery.savePassword')}
        </Button>
      </Stack>
    </form>
  );
}
