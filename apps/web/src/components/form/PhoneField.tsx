import { Button, Group, Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/i18n';
import { findCountry } from '@/lib/countries';
import { NEXT_PARAM, paths } from '@/lib/paths';

type PhoneFieldProps = {
  label: string;
  description?: string;
  required?: boolean;
  /** ISO code, e.g. "MX". */
  country: string;
  /** The number, as `form.inputProps('mobile')` gives it. */
  mobile: { name: string; value: string; error?: string; onChange: (value: string) => void };
  /** An error about the country (`codephone`). */
  countryError?: string;
  /** Called before leaving for the `flag` page: keep what the form holds. */
  onLeave: () => void;
};

/**
 * Country (flag and calling code) plus the national number. The country opens
 * the `flag` page (seed §2), which comes back here with `?next=`; the form keeps
 * what was typed through `onLeave`.
 */
export function PhoneField({
  label,
  description,
  required,
  country,
  mobile,
  countryError,
  onLeave,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const picked = findCountry(country);
  const error = mobile.error ?? countryError;

  const pickCountry = () => {
    onLeave();
    const back = `${location.pathname}${location.search}`;
    navigate(`${paths.flag.path}?${new URLSearchParams({ [NEXT_PARAM]: back })}`, {
      state: { fromForm: true },
    });
  };

  return (
    <Input.Wrapper id={inputId} label={label} description={description} required={required} error={error}>
      {/* Bottoms aligned: the input carries the wrapper's offset for the description, the button does not. */}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Button
          radius="md"
          variant="default"
          name="codephone"
          onClick={pickCountry}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('auth.phone.countryButton', {
            name: picked?.name ?? country,
            code: picked?.callingCode ?? '',
          })}
          px="sm"
          style={{ flexShrink: 0 }}
          color={countryError ? 'red' : undefined}
        >
          <span aria-hidden>
            {picked?.flag} +{picked?.callingCode}
          </span>
        </Button>
        {/* A bare Input reads the wrapper's label, description and error ids (a TextInput would not). */}
        <Input
          name={mobile.name}
          value={mobile.value}
          onChange={(event) => mobile.onChange(event.currentTarget.value)}
          error={Boolean(error)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('auth.phone.placeholder')}
          required={required}
          style={{ flex: 1 }}
        />
      </Group>
    </Input.Wrapper>
  );
}
