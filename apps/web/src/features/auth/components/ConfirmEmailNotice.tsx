import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useResendConfirmation } from '@/features/auth/api/resend-confirmation';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';

/** Seed §4: an unconfirmed person finds "Reenviar correo de verificación" here. */
export function ConfirmEmailNotice({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation aria-hidden />}
      title={t('profile.confirm.title')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {email ? t('profile.confirm.text', { email }) : t('profile.confirm.textNoEmail')}
        </Text>
        {resend.isSuccess ? (
          <Text size="sm" fw={600} role="status">
            {resend.data}
          </Text>
        ) : (
          <Button variant="default" size="sm" onClick={() => resend.mutate({})} loading={resend.isPending}>
            {t('profile.confirm.resend')}
          </Button>
        )}
        {resend.isError ? (
          <Text size="sm" c="red" role="alert">
            {errorText(resend.error)}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
