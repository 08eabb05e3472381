import { Alert, Button, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';

/** The end of a recovery: the API's sentence and the way to sign in with the new password. */
export function PasswordChanged({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
        {message}
      </Alert>
      <Button component={Link} to={paths.login.path} size="md" fullWidth>
        {t('auth.recovery.toLogin')}
      </Button>
    </Stack>
  );
}
