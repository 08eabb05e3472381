import { registerOngBody } from '@detalle/contract';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { EmailField } from '@/components/form/EmailField';
import { FormError } from '@/components/form/FormError';
import { OngNameField } from '@/components/form/NameFields';
import { NewPasswordField } from '@/components/form/NewPasswordFields';
import { PhoneField } from '@/components/form/PhoneField';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { getPhoneCountry } from '@/lib/countries';
import { paths } from '@/lib/paths';
import { useRegisterOng } from '../api/register-ong';
import { AuthLayout } from '../components/AuthLayout';
import { HaveAccountFooter } from '../components/HaveAccountFooter';
import { LegalNotice } from '../components/LegalNotice';
import { OngCountrySelect, OngDescriptionField } from '../components/OngFields';
import { callingCodeOf } from '../lib/calling-code';

/** The form: the phone's country travels as its calling code, an empty website not at all. */
function useRegisterOngForm() {
  return useZodForm({
    initialValues: {
      name: '',
      legalId: '',
      country: getPhoneCountry() as string,
      email: '',
      phoneCountry: getPhoneCountry() as string,
      mobile: '',
      website: '',
      description: '',
      password: '',
    },
    schema: registerOngBody,
    toBody: ({ phoneCountry, website, ...v }) => ({
      ...v,
      codephone: callingCodeOf(phoneCountry),
      website: website.trim() || undefined,
    }),
    draft: { id: 'register-ong', omit: ['password', 'phoneCountry'] },
    shownAs: ['codephone'],
  });
}

/**
 * `register-ong` → `ong/save`. The organisation signs in at once but stays
 * "pendiente de verificación" until our team checks it (`npm run ong:verify`);
 * its profile shows that state.
 */
export default function RegisterOngPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterOng();
  const form = useRegisterOngForm();

  const submit = form.onSubmit((body) =>
    register.mutate(body, {
      onSuccess: () => navigate(paths.profile.path, { replace: true }),
      onError: (error) => form.showApiError(error),
    }),
  );

  return (
    <AuthLayout
      title={t('pages.registerOng.title')}
      description={t('auth.ong.description')}
      width={560}
      footer={<HaveAccountFooter loginHref={paths.login.path} />}
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert variant="light" icon={<IconShieldCheck aria-hidden />} title={t('auth.ong.pendingTitle')}>
            {t('auth.ong.pendingText')}
          </Alert>
          <FormError message={form.formError} />
          <OngNameField {...form.inputProps('name')} />
          <TextInput
            {...form.inputProps('legalId')}
            label={t('auth.ong.legalId')}
            description={t('auth.ong.legalIdHint')}
            required
          />
          <OngCountrySelect {...form.inputProps('country')} />
          <EmailField {...form.inputProps('email')} label={t('auth.ong.email')} />
          <PhoneField
            label={t('auth.ong.phone')}
            required
            country={form.values.phoneCountry}
            mobile={form.inputProps('mobile')}
            countryError={form.errors.codephone}
            onLeave={form.keepDraft}
          />
          <TextInput
            {...form.inputProps('website')}
            label={t('auth.ong.website')}
            placeholder="https://"
            type="url"
            inputMode="url"
            autoComplete="url"
          />
          <OngDescriptionField {...form.inputProps('description')} />
          <NewPasswordField {...form.inputProps('password')} label={t('auth.fields.password')} />
          <LegalNotice />
          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            {t('auth.ong.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
