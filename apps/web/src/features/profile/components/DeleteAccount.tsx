import { Button, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { PasswordField } from '@/components/form/PasswordField';
import { useSignOut } from '@/hooks/use-sign-out';
import { useTranslation } from '@/i18n';
import { errorText, isApiError } from '@/lib/api';
import { useDeleteAccount } from '../api/delete-account';

/** The message after deletion stays long enough to be read: it is the last thing the person sees here. */
const GOODBYE_TOAST_MS = 6000;

/** "Eliminar cuenta": the password (when there is one), a confirmation dialog, then `DELETE user/delete`. */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const leave = useSignOut();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    if (hasPassword && !password) {
      setPasswordError(t('config.delete.passwordMissing'));
      return;
    }
    const ok = await confirmAction({
      title: t('config.delete.confirmTitle'),
      message: t('config.delete.confirmMessage'),
      confirmLabel: t('config.delete.confirmButton'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(
      { password: hasPassword ? password : undefined, confirm: true },
      {
        onSuccess: (message) => {
          leave();
          showToast({ message, tone: 'success', autoClose: GOODBYE_TOAST_MS });
        },
        onError: (err) => {
          if (isApiError(err) && err.code === 'WRONG_PASSWORD') setPasswordError(err.message);
          else setError(errorText(err));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <FormError message={error} />
      {hasPassword ? (
        <PasswordField
          name="delete-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setPasswordError(undefined);
          }}
          error={passwordError}
          label={t('config.delete.password')}
          autoComplete="current-password"
        />
      ) : null}
      <Button
        // Shade 8 carries white text at 5.7:1; the theme's default red shade would be 3.9:1.
        color="red.8"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => void start()}
        loading={remove.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('config.delete.button')}
      </Button>
    </Stack>
  );
}
