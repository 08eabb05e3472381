import { confirmEmailBody, errorCatalogue } from '@detalle/contract';
import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { FormError } from '@/components/form/FormError';
import { AuthLayout } from '../components/AuthLayout';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { PasswordChanged } from '../components/PasswordChanged';

/** `forget-password/{token}`: the e-mailed link; the token stands in for the code. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [done, setDone] = useState<string | null>(null);
  // Same shape rule as the confirmation link: a cut-off address is refused before asking for a password.
  const wellFormed = confirmEmailBody.safeParse({ token }).success;

  return (
    <AuthLayout
      title={t('pages.resetPassword.title')}
      description={done ? undefined : t('pages.resetPassword.description')}
      footer={
        done ? null : (
          <Text size="sm" ta="center" c="dimmed">
            {t('auth.recovery.linkExpired')}{' '}
            <Anchor component={Link} to={paths.forgetPassword.path}>
              {t('auth.recovery.askAgain')}
            </Anchor>
          </Text>
        )
      }
    >
      {done ? (
        <PasswordChanged message={done} />
      ) : wellFormed ? (
        <NewPasswordForm proof={{ token }} onDone={setDone} />
      ) : (
        <FormError message={errorCatalogue.INVALID_LINK.message} />
      )}
    </AuthLayout>
  );
}
