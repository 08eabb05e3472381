import { recoveryRequestBody } from '@detalle/contract';
import { Button, SegmentedControl, Stack } from '@mantine/core';
import { EmailField } from '@/components/form/EmailField';
import { FormError } from '@/components/form/FormError';
import { PhoneField } from '@/components/form/PhoneField';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { getPhoneCountry } from '@/lib/countries';
import { useSendRecovery } from '../api/send-recovery';
import { callingCodeOf } from '../lib/calling-code';

export type RecoveryWho = { email?: string; codephone?: string; mobile?: string };

type RecoveryWhoFormProps = {
  mode: 'correo' | 'movil';
  onModeChange: (mode: string) => void;
  onSent: (who: RecoveryWho, message: string) => void;
};

/** Step 1 of recovery: an e-mail or a mobile → `user/sedRecoverPassword`. */
export function RecoveryWhoForm({ mode, onModeChange, onSent }: RecoveryWhoFormProps) {
  const { t } = useTranslation();
  const send = useSendRecovery();
  const form = useZodForm({
    initialValues: { email: '', country: getPhoneCountry() as string, mobile: '' },
    schema: recoveryRequestBody,
    toBody: (v) =>
      mode === 'movil'
        ? { codephone: callingCodeOf(v.country), mobile: v.mobile.trim() || undefined }
        : { email: v.email },
    draft: { id: 'recovery', omit: ['country'] },
    shownAs: ['codephone'],
    // With only the mobile on screen, "write your e-mail or your mobile" belongs under it.
    aliases: mode === 'movil' ? { email: 'mobile' } : {},
  });

  const submit = form.onSubmit((body) =>
    send.mutate(body, {
      onSuccess: (message) => onSent(body, message),
      onError: (error) => form.showApiError(error),
    }),
  );

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={onModeChange}
          aria-label={t('auth.recovery.modeLabel')}
          data={[
            { value: 'correo', label: t('auth.login.byEmail') },
            { value: 'movil', label: t('auth.login.byMobile') },
          ]}
        />
        <FormError message={form.formError} />
        {mode === 'movil' ? (
          <PhoneField
            label={t('auth.fields.mobile')}
            required
            country={form.values.country}
            mobile={form.inputProps('mobile')}
            countryError={form.errors.codephone}
            onLeave={form.keepDraft}
          />
        ) : (
          <EmailField {...form.inputProps('email')} label={t('auth.fields.email')} />
        )}
        <Button type="submit" size="md" fullWidth loading={send.isPending}>
          {t('auth.recovery.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
