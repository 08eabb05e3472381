import { confirmEmailBody, errorCatalogue } from '@detalle/contract';
import { Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { errorText, isApiError } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useRecoveryLink } from '../api/verify-recovery-link';
import { AuthLayout } from '../components/AuthLayout';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { PasswordChanged } from '../components/PasswordChanged';

/**
 * `forget-password/{token}`: the e-mailed link; the token stands in for the code. The link is checked first
 * (without spending it), so a used or expired one says so before any password is typed.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [done, setDone] = useState<string | null>(null);
  // Same shape rule as the confirmation link: a cut-off address is refused without asking the API.
  const wellFormed = confirmEmailBody.safeParse({ token }).success;
  const link = useRecoveryLink(token, wellFormed);
  // The API's own answer (a used, expired or unknown link) is final; a lost connection may be tried again.
  const refused = isApiError(link.error) && link.error.status < 500;

  let body: ReactNode;
  if (done) body = <PasswordChanged message={done} />;
  else if (!wellFormed) body = <FormError message={errorCatalogue.INVALID_LINK.message} />;
  else if (link.isPending) {
    body = (
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader type="dots" aria-hidden />
        <Text c="dimmed">{t('auth.recovery.checkingLink')}</Text>
      </Stack>
    );
  } else if (link.isError) {
    body = (
      <Stack gap="md">
        <FormError message={errorText(link.error)} />
        {refused ? null : (
          <Button variant="light" onClick={() => void link.refetch()} loading={link.isFetching}>
            {t('errors.retry')}
          </Button>
        )}
      </Stack>
    );
  } else body = <NewPasswordForm proof={{ token }} onDone={setDone} />;

  return (
    <AuthLayout
      title={t('pages.resetPassword.title')}
      description={link.isSuccess && !done ? t('pages.resetPassword.description') : undefined}
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
      {body}
    </AuthLayout>
  );
}
