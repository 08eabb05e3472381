import { confirmEmailBody, errorCatalogue } from '@detalle/contract';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { FormError } from '@/components/form/FormError';
import { errorText } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthLayout } from '../components/AuthLayout';
import { ResendConfirmation } from '../components/ResendConfirmation';

function Confirming({ token }: { token: string }) {
  const { t } = useTranslation();
  const { isLoggedIn, user } = useSession();
  const confirm = useConfirmEmail(token);

  if (confirm.isPending) {
    return (
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader type="dots" aria-hidden />
        <Text c="dimmed">{t('auth.confirm.checking')}</Text>
      </Stack>
    );
  }

  // A link already used in this browser still reads as success when the session says so.
  if (confirm.isSuccess || (isLoggedIn && user?.confirmed)) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
          {confirm.data?.message ?? t('auth.confirm.already')}
        </Alert>
        <Button component={Link} to={isLoggedIn ? paths.home.path : paths.login.path} size="md" fullWidth>
          {isLoggedIn ? t('auth.confirm.toHome') : t('auth.confirm.toLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <FormError message={errorText(confirm.error)} />
      <ResendConfirmation signedIn={isLoggedIn} />
    </Stack>
  );
}

/** `confirmar/{token}`: the e-mailed link. It confirms on open, once, and offers a new link if it fails. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { isLoggedIn } = useSession();
  const wellFormed = confirmEmailBody.safeParse({ token }).success;

  return (
    <AuthLayout title={t('pages.confirmar.title')}>
      {wellFormed ? (
        <Confirming token={token} />
      ) : (
        <Stack gap="md">
          <FormError message={errorCatalogue.INVALID_LINK.message} />
          <ResendConfirmation signedIn={isLoggedIn} />
        </Stack>
      )}
    </AuthLayout>
  );
}
