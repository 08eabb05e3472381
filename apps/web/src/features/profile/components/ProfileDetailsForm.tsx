import { type Profile, personUpdateBody, userTypes } from '@detalle/contract';
import { Button, Group, Stack } from '@mantine/core';
import { getCountryCallingCode } from 'libphonenumber-js/min';
import { useState } from 'react';
import { showToast } from '@/components/feedback/toast';
import { DateField } from '@/components/form/DateField';
import { FormError } from '@/components/form/FormError';
import { OngNameField, PersonNameFields } from '@/components/form/NameFields';
import { PhoneField } from '@/components/form/PhoneField';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { countryOfPhone, getPhoneCountry, isCountryCode } from '@/lib/countries';
import { readDraft } from '@/lib/form-draft';
import { useUpdateProfile } from '../api/update-profile';

const DRAFT_ID = 'profile';

/** The profile as the form shows it; what the form compares against to send only changes. */
function profileValues(profile: Profile) {
  const own =
    profile.codephone && profile.mobile ? countryOfPhone(profile.codephone, profile.mobile) : undefined;
  return {
    name: profile.name,
    lastname: profile.lastname,
    country: (own ?? getPhoneCountry()) as string,
    mobile: profile.mobile ?? '',
    birthday: profile.birthday ?? '',
  };
}

function initialValues(profile: Profile) {
  const values = profileValues(profile);
  // Back from the `flag` page: the draft holds what was typed, and the stored country is the new choice.
  const fromFlag = Object.keys(readDraft(DRAFT_ID, values)).length > 0;
  return fromFlag ? { ...values, country: getPhoneCountry() as string } : values;
}

/** Name, last name, mobile and birthday → `person/update`. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [initial] = useState(() => initialValues(profile));
  const saved = profileValues(profile);
  // An organisation has a single name; it has no last name to edit.
  const isOng = profile.type === userTypes.ong;
  const form = useZodForm({
    initialValues: initial,
    schema: personUpdateBody,
    // Only what changed travels: an untouched field is never re-checked (an organisation's
    // name may be longer than a person's).
    toBody: (v) => ({
      ...(v.name !== saved.name ? { name: v.name } : {}),
      ...(!isOng && v.lastname !== saved.lastname ? { lastname: v.lastname } : {}),
      ...(v.birthday !== saved.birthday ? { birthday: v.birthday || null } : {}),
      ...(v.mobile !== saved.mobile || v.country !== saved.country
        ? v.mobile.trim()
          ? {
              codephone: getCountryCallingCode(isCountryCode(v.country) ? v.country : 'ES'),
              mobile: v.mobile,
            }
          : { codephone: null, mobile: null }
        : {}),
    }),
    draft: { id: DRAFT_ID, omit: ['country'] },
    shownAs: ['codephone'],
  });

  const submit = form.onSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => showToast({ message: t('profile.details.saved'), tone: 'success' }),
      onError: (error) => form.showApiError(error),
    }),
  );

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={form.formError} />
        {isOng ? (
          <OngNameField {...form.inputProps('name')} />
        ) : (
          <PersonNameFields name={form.inputProps('name')} lastname={form.inputProps('lastname')} />
        )}
        <PhoneField
          label={t('auth.fields.mobileOptional')}
          country={form.values.country}
          mobile={form.inputProps('mobile')}
          countryError={form.errors.codephone}
          onLeave={form.keepDraft}
        />
        <DateField
          {...form.inputProps('birthday')}
          onChange={(value) => form.setValue('birthday', value)}
          label={t('profile.details.birthday')}
          autoComplete="bday"
          maxDate={new Date().toISOString().slice(0, 10)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('profile.details.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
