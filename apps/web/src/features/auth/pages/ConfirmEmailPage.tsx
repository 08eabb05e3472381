import { confirmEmailBody, errorCatalogue } from '@detalle/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { QueryView } from '@/components/feedback/QueryView';
import { FormError } from '@/components/form/FormError';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useIsLoggedIn, useSession } from '@/lib/session';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthLayout } from '../components/AuthLayout';
import { ResendConfirmation } from '../components/ResendConfirmation';

function Confirming({ token }: { token: string }) {
  const { t } = useTranslation();
  const { isLoggedIn, user } = useSession();
  const confirm = useConfirmEmail(token);

  const confirmed = (message: string) => (
    <Stack gap="md">
      <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
        {message}
      </Alert>
      <Button component={Link} to={isLoggedIn ? paths.home.path : paths.login.path} size="md" fullWidth>
        {isLoggedIn ? t('auth.confirm.toHome') : t('auth.confirm.toLogin')}
      </Button>
    </Stack>
  );

  // The token is single-use: no "Reintentar" (after a time-out or a failure) that would spend it again.
  return (
    <QueryView
      query={confirm}
      loadingLabel={t('auth.confirm.checking')}
      timeout={-1}
      errorTitle={t('pages.confirmar.title')}
      renderError={(error) =>
        // A link already used in this browser still reads as success when the session says so.
        isLoggedIn && user?.confirmed ? (
          confirmed(t('auth.confirm.already'))
        ) : (
          <Stack gap="md">
            <FormError message={errorText(error)} />
            <ResendConfirmation signedIn={isLoggedIn} />
          </Stack>
        )
      }
    >
      {(data) => confirmed(data.message)}
    </QueryView>
  );
}

/** `confirmar/{token}`: the e-mailed link. It confirms on open, once, and offers a new link if it fails. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const isLoggedIn = useIsLoggedIn();
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
