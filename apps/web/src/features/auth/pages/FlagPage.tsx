import { Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/i18n';
import {
  allCountries,
  COMMON_COUNTRIES,
  type Country,
  findCountry,
  getPhoneCountry,
  searchCountries,
  storeCountry,
} from '@/lib/countries';
import { paths, readNextParam } from '@/lib/paths';
import { AuthLayout } from '../components/AuthLayout';
import { CountryList } from '../components/CountryList';

/** Route state set by the phone field: the form is the previous history entry. */
export type FlagState = { fromForm?: boolean };

/**
 * `flag` (seed §2): picks the country of phone numbers. The choice is kept in
 * local storage (`country`) for next time, and the person goes back to the
 * form that opened the page, which restores what was typed.
 */
export default function FlagPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const [current] = useState(getPhoneCountry);

  const common = useMemo(
    () => COMMON_COUNTRIES.map((code) => findCountry(code)).filter((c): c is Country => Boolean(c)),
    [],
  );
  const results = useMemo(() => searchCountries(query), [query]);

  const pick = (country: Country) => {
    storeCountry(country.code);
    // Back to the form's own history entry, so Back afterwards does not return here.
    if ((location.state as FlagState | null)?.fromForm) navigate(-1);
    else navigate(readNextParam(location.search) ?? paths.login.path, { replace: true });
  };

  return (
    <AuthLayout title={t('pages.flag.title')} description={t('pages.flag.description')}>
      <Stack gap="lg">
        <TextInput
          type="search"
          label={t('flag.search')}
          placeholder={t('flag.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          autoComplete="off"
        />
        {query.trim() ? (
          results.length > 0 ? (
            <CountryList title={t('flag.results')} countries={results} current={current} onPick={pick} />
          ) : (
            <Text c="dimmed" role="status">
              {t('flag.noResults', { query: query.trim() })}
            </Text>
          )
        ) : (
          <>
            <CountryList title={t('flag.common')} countries={common} current={current} onPick={pick} />
            <CountryList title={t('flag.all')} countries={allCountries()} current={current} onPick={pick} />
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
