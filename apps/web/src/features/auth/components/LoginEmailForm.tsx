import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmailField } from '@/components/form/EmailField';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { useLogin } from '../api/login';
import { PasswordAndSubmit } from './PasswordAndSubmit';

/** `user/login`: e-mail and password. A refusal leaves both fields as typed. */
export function LoginEmailForm({ onSignedIn, extra }: { onSignedIn: () => void; extra?: ReactNode }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useZodForm({
    initialValues: { email: '', password: '' },
    schema: () => import('../api/schemas').then((m) => m.loginBody),
    draft: { id: 'login-email', omit: ['password'] },
  });

  const submit = form.onSubmit((body) =>
    login.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => form.showApiError(error),
    }),
  );

  return (
    <form
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      // Rendered on the server: sent without the app's code (JavaScript off), the password must not go in the address.
      method="post"
    >
      <Stack gap="md">
        <FormError message={form.formError} />
        <EmailField {...form.inputProps('email')} label={t('auth.fields.email')} autoComplete="username" />
        <PasswordAndSubmit password={form.inputProps('password')} extra={extra} pending={login.isPending} />
      </Stack>
    </form>
  );
}
