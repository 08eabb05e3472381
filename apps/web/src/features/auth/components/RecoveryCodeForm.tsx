import { recoveryCodeVerifyBody } from '@detalle/contract';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { useSendRecovery } from '../api/send-recovery';
import { useVerifyRecoveryCode } from '../api/verify-recovery-code';
import type { RecoveryWho } from './RecoveryWhoForm';

type RecoveryCodeFormProps = {
  who: RecoveryWho;
  onVerified: (code: string) => void;
  onStartOver: () => void;
  onResent: (message: string) => void;
};

/** Step 2: the 6-digit code → `user/recoveryPassCodeVerify` (checked, not used up yet). */
export function RecoveryCodeForm({ who, onVerified, onStartOver, onResent }: RecoveryCodeFormProps) {
  const { t } = useTranslation();
  const verify = useVerifyRecoveryCode();
  const resend = useSendRecovery();
  const form = useZodForm({
    initialValues: { code: '' },
    schema: recoveryCodeVerifyBody,
    toBody: (v) => ({ ...who, code: v.code }),
  });

  const submit = form.onSubmit((body) =>
    verify.mutate(body, {
      onSuccess: () => onVerified(body.code),
      onError: (error) => form.showApiError(error),
    }),
  );

  const sendAgain = () =>
    resend.mutate(who, {
      onSuccess: (message) => {
        form.reset();
        onResent(message);
      },
      onError: (error) => form.showApiError(error),
    });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <TextInput
          {...form.inputProps('code')}
          onChange={(event) =>
            form.setValue('code', event.currentTarget.value.replace(/\D/g, '').slice(0, 6))
          }
          label={t('auth.recovery.code')}
          description={t('auth.recovery.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          size="lg"
          styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
          required
        />
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          {t('auth.recovery.checkCode')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Button
            radius="md"
            variant="subtle"
            size="compact-sm"
            onClick={sendAgain}
            loading={resend.isPending}
          >
            {t('auth.recovery.resend')}
          </Button>
          <Button radius="md" variant="subtle" size="compact-sm" onClick={onStartOver}>
            {t('auth.recovery.startOver')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
