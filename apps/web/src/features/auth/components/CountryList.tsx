import { Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import type { Country } from '@/lib/countries';
import classes from './CountryList.module.css';

type CountryListProps = {
  title: string;
  countries: Country[];
  current: string;
  onPick: (country: Country) => void;
};

/** One titled group of countries; each row is a button named "México +52". */
export function CountryList({ title, countries, current, onPick }: CountryListProps) {
  const titleId = useId();
  return (
    <Stack gap="xs">
      <Text component="h2" id={titleId} fw={700} size="sm" c="dimmed" tt="uppercase">
        {title}
      </Text>
      <ul className={classes.list} aria-labelledby={titleId}>
        {countries.map((country) => {
          const selected = country.code === current;
          return (
            <li key={country.code}>
              <UnstyledButton
                className={classes.row}
                onClick={() => onPick(country)}
                aria-current={selected ? 'true' : undefined}
              >
                <span className={classes.flag} aria-hidden>
                  {country.flag}
                </span>
                <span className={classes.name}>{country.name}</span>
                <span className={classes.code}>+{country.callingCode}</span>
                {selected ? <IconCheck size={18} aria-hidden /> : null}
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
