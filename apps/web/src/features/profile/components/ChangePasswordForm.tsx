import { changePasswordBody } from '@detalle/contract';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { FormError } from '@/components/form/FormError';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { PasswordField } from '@/components/form/PasswordField';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { isApiError } from '@/lib/api';
import { useChangePassword } from '../api/change-password';

/**
 * `user/password`. Accounts made with Google or Facebook have no password yet:
 * they create one without a "current" field.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useZodForm({
    initialValues: { current: '', password: '', repassword: '' },
    schema: changePasswordBody,
    toBody: ({ current, ...v }) => (hasPassword ? { current, ...v } : v),
  });

  const submit = form.onSubmit((body) => {
    if (hasPassword && !body.current) {
      form.setErrors({ current: t('config.password.currentMissing') });
      return;
    }
    change.mutate(body, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        // The API's WRONG_PASSWORD names no field, but it is about this one.
        if (isApiError(error) && error.code === 'WRONG_PASSWORD') form.setErrors({ current: error.message });
        else form.showApiError(error);
      },
    });
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {change.isSuccess ? (
          <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
            {change.data}
          </Alert>
        ) : null}
        <FormError message={form.formError} />
        {hasPassword ? (
          <PasswordField
            {...form.inputProps('current')}
            label={t('config.password.current')}
            autoComplete="current-password"
            required
          />
        ) : null}
        <NewPasswordFields
          password={form.inputProps('password')}
          repassword={form.inputProps('repassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {hasPassword ? t('config.password.submit') : t('config.password.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
