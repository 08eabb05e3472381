import { loginMobileBody } from '@detalle/contract';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormError } from '@/components/form/FormError';
import { PhoneField } from '@/components/form/PhoneField';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { getPhoneCountry } from '@/lib/countries';
import { useLoginMobile } from '../api/login-mobile';
import { callingCodeOf } from '../lib/calling-code';
import { PasswordAndSubmit } from './PasswordAndSubmit';

/** `user/login_movil`: the country from the `flag` picker, the number and the password. */
export function LoginMobileForm({ onSignedIn, extra }: { onSignedIn: () => void; extra?: ReactNode }) {
  const { t } = useTranslation();
  const login = useLoginMobile();
  const form = useZodForm({
    // The country is read fresh each time: the `flag` page may have just changed it.
    initialValues: { country: getPhoneCountry() as string, mobile: '', password: '' },
    schema: loginMobileBody,
    // An empty number is "missing" (a clearer message than "only digits").
    toBody: (v) => ({
      codephone: callingCodeOf(v.country),
      mobile: v.mobile.trim() || undefined,
      password: v.password,
    }),
    draft: { id: 'login-mobile', omit: ['password', 'country'] },
    shownAs: ['codephone'],
  });

  const submit = form.onSubmit((body) =>
    login.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => form.showApiError(error),
    }),
  );

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        <PhoneField
          label={t('auth.fields.mobile')}
          required
          country={form.values.country}
          mobile={form.inputProps('mobile')}
          countryError={form.errors.codephone}
          onLeave={form.keepDraft}
        />
        <PasswordAndSubmit password={form.inputProps('password')} extra={extra} pending={login.isPending} />
      </Stack>
    </form>
  );
}
