import { registerOngBody } from '@detalle/contract';
import { Alert, Anchor, Button, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormError } from '@/components/form/FormError';
import { PasswordField } from '@/components/form/PasswordField';
import { PhoneField } from '@/components/form/PhoneField';
import { useZodForm } from '@/hooks/use-zod-form';
import { allCountries, getPhoneCountry, searchCountries } from '@/lib/countries';
import { paths } from '@/lib/paths';
import { useRegisterOng } from '../api/register-ong';
import { AuthLayout } from '../components/AuthLayout';
import { LegalNotice } from '../components/LegalNotice';
import { callingCodeOf } from '../lib/calling-code';

const DESCRIPTION_MAX = 1000;

/**
 * `register-ong` → `ong/save`. The organisation signs in at once but stays
 * "pendiente de verificación" until our team checks it (`npm run ong:verify`);
 * its profile shows that state.
 */
export default function RegisterOngPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegisterOng();
  const countryOptions = useMemo(() => allCountries().map((c) => ({ value: c.code, label: c.name })), []);
  const form = useZodForm({
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
      footer={
        <Text size="sm" ta="center">
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login.path} fw={600}>
            {t('auth.register.toLogin')}
          </Anchor>
        </Text>
      }
    >
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert variant="light" icon={<IconShieldCheck aria-hidden />} title={t('auth.ong.pendingTitle')}>
            {t('auth.ong.pendingText')}
          </Alert>
          <FormError message={form.formError} />
          <TextInput
            {...form.inputProps('name')}
            label={t('auth.ong.name')}
            autoComplete="organization"
            required
          />
          <TextInput
            {...form.inputProps('legalId')}
            label={t('auth.ong.legalId')}
            description={t('auth.ong.legalIdHint')}
            required
          />
          <Select
            {...form.inputProps('country')}
            label={t('auth.ong.country')}
            data={countryOptions}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('auth.ong.noCountry')}
            // Accents and case do not matter: "mexico" finds México.
            filter={({ options, search }) => {
              const found = new Set<string>(searchCountries(search).map((c) => c.code));
              return options.filter((o) => 'value' in o && found.has(o.value));
            }}
            required
          />
          <TextInput
            {...form.inputProps('email')}
            label={t('auth.ong.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
          />
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
          <Textarea
            {...form.inputProps('description')}
            label={t('auth.ong.descriptionLabel')}
            description={t('auth.ong.descriptionCount', {
              used: form.values.description.length,
              max: DESCRIPTION_MAX,
            })}
            rows={4}
            resize="vertical"
            maxLength={DESCRIPTION_MAX}
          />
          <PasswordField
            {...form.inputProps('password')}
            label={t('auth.fields.password')}
            description={t('auth.password.rule')}
            autoComplete="new-password"
            required
            withStrength
          />
          <LegalNotice />
          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            {t('auth.ong.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
