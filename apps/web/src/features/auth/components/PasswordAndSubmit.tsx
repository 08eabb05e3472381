import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { PasswordField } from '@/components/form/PasswordField';
import { useTranslation } from '@/i18n';

/** What both sign-in forms end with: the password, anything the page adds, and "Entrar". */
export function PasswordAndSubmit({
  password,
  extra,
  pending,
}: {
  password: { name: string; value: string; error?: string; onChange: (value: string) => void };
  extra?: ReactNode;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        {...password}
        label={t('auth.fields.password')}
        autoComplete="current-password"
        required
      />
      {extra}
      <Button type="submit" size="md" fullWidth loading={pending}>
        {t('auth.login.submit')}
      </Button>
    </>
  );
}
