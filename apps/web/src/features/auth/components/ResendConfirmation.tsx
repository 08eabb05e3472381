import { resendConfirmationBody } from '@detalle/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { EmailField } from '@/components/form/EmailField';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * "Pedir un enlace nuevo" (`user/reenviarConfirmacion`). Signed in, the API
 * knows the address; a guest writes it. The answer is neutral either way.
 */
export function ResendConfirmation({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const form = useZodForm({
    initialValues: { email: '' },
    schema: resendConfirmationBody,
    toBody: (v) => (signedIn ? {} : { email: v.email }),
  });

  const submit = form.onSubmit((body) =>
    resend.mutate(body, { onError: (error) => form.showApiError(error) }),
  );

  if (resend.isSuccess) {
    return (
      <Alert variant="light" role="status" icon={<IconMailForward aria-hidden />}>
        {resend.data}
      </Alert>
    );
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('auth.confirm.askNew')}</Text>
        <FormError message={form.formError} />
        {signedIn ? null : <EmailField {...form.inputProps('email')} label={t('auth.fields.email')} />}
        <Button type="submit" variant="light" loading={resend.isPending}>
          {t('auth.confirm.resend')}
        </Button>
      </Stack>
    </form>
  );
}
