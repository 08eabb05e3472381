import { Select, type SelectProps, Textarea, type TextareaProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n';
import { allCountries, searchCountries } from '@/lib/countries';

const DESCRIPTION_MAX = 1000;

/** The organisation's country, from every country, searchable. */
export function OngCountrySelect(props: Pick<SelectProps, 'name' | 'value' | 'error' | 'onChange'>) {
  const { t } = useTranslation();
  const countryOptions = useMemo(() => allCountries().map((c) => ({ value: c.code, label: c.name })), []);
  return (
    <Select
      {...props}
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
  );
}

/** What the organisation does, with how many of its characters are used. */
export function OngDescriptionField(
  props: Pick<TextareaProps, 'name' | 'error' | 'onChange'> & { value: string },
) {
  const { t } = useTranslation();
  return (
    <Textarea
      {...props}
      label={t('auth.ong.descriptionLabel')}
      description={t('auth.ong.descriptionCount', { used: props.value.length, max: DESCRIPTION_MAX })}
      rows={4}
      resize="vertical"
      maxLength={DESCRIPTION_MAX}
    />
  );
}
