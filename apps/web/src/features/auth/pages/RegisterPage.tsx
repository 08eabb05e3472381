import { registerPersonBody } from '@detalle/contract';
import { Button, Stack } from '@mantine/core';
import { EmailField } from '@/components/form/EmailField';
import { FormError } from '@/components/form/FormError';
import { PersonNameFields } from '@/components/form/NameFields';
import { NewPasswordField } from '@/components/form/NewPasswordFields';
import { PhoneField } from '@/components/form/PhoneField';
import { sendPendingInvite } from '@/features/friends';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { getPhoneCountry } from '@/lib/countries';
import { paths } from '@/lib/paths';
import { useRegisterPerson } from '../api/register-person';
import { AuthLayout } from '../components/AuthLayout';
import { HaveAccountFooter } from '../components/HaveAccountFooter';
import { LegalNotice } from '../components/LegalNotice';
import { callingCodeOf } from '../lib/calling-code';
import { useAfterSignIn } from '../lib/use-after-sign-in';
import { useSignedInRedirect } from '../lib/use-signed-in-redirect';

/** `register` → `person/save`; the new person goes on to pick interests. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { goToInterests, withNext } = useAfterSignIn();
  const register = useRegisterPerson();
  const form = useZodForm({
    initialValues: {
      name: '',
      lastname: '',
      email: '',
      country: getPhoneCountry() as string,
      mobile: '',
      password: '',
    },
    schema: registerPersonBody,
    toBody: ({ country, mobile, ...v }) =>
      mobile.trim() ? { ...v, codephone: callingCodeOf(country), mobile } : v,
    draft: { id: 'register', omit: ['password', 'country'] },
    shownAs: ['codephone'],
  });

  const alreadySignedIn = useSignedInRedirect();
  if (alreadySignedIn) return alreadySignedIn;

  const submit = form.onSubmit((body) =>
    register.mutate(body, {
      onSuccess: () => {
        // Registered through a friend's invitation link (?invita=): send them a friend request.
        void sendPendingInvite(window.location.search);
        goToInterests();
      },
      onError: (error) => form.showApiError(error),
    }),
  );

  return (
    <AuthLayout
      title={t('pages.register.title')}
      description={t('auth.register.description')}
      footer={<HaveAccountFooter loginHref={withNext(paths.login.path)} />}
    >
      <form
        ref={form.formRef}
        onSubmit={submit}
        noValidate
        // Rendered on the server: sent without the app's code (JavaScript off), the password must not go in the address.
        method="post"
      >
        <Stack gap="md">
          <FormError message={form.formError} />
          <PersonNameFields name={form.inputProps('name')} lastname={form.inputProps('lastname')} />
          <EmailField {...form.inputProps('email')} label={t('auth.fields.email')} />
          <PhoneField
            label={t('auth.fields.mobileOptional')}
            description={t('auth.register.mobileHint')}
            country={form.values.country}
            mobile={form.inputProps('mobile')}
            countryError={form.errors.codephone}
            onLeave={form.keepDraft}
          />
          <NewPasswordField {...form.inputProps('password')} label={t('auth.fields.password')} />
          <LegalNotice />
          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
