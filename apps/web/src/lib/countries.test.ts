import { describe, expect, it } from 'vitest';
import {
  allCountries,
  COUNTRY_STORAGE_KEY,
  countryOfPhone,
  findCountry,
  flagEmoji,
  getPhoneCountry,
  guessCountry,
  searchCountries,
} from './countries';
import { getStoredCountry } from './stored-country';

describe('countries', () => {
  it('builds the flag from the ISO code', () => {
    expect(flagEmoji('MX')).toBe('🇲🇽');
    expect(flagEmoji('es')).toBe('🇪🇸');
  });

  it('names countries in Spanish with their calling codes, sorted by name', () => {
    expect(findCountry('US')).toMatchObject({ name: 'Estados Unidos', callingCode: '1' });
    expect(findCountry('ES')).toMatchObject({ name: 'España', callingCode: '34' });
    const names = allCountries().map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('guesses from the language region, else Spain', () => {
    expect(guessCountry(['es-MX'])).toBe('MX');
    expect(guessCountry(['es', 'es_CO'])).toBe('CO');
    expect(guessCountry(['es', 'en'])).toBe('ES');
    expect(guessCountry(['es-419'])).toBe('ES');
  });

  it('reads a stored choice and ignores rubbish', () => {
    localStorage.setItem(COUNTRY_STORAGE_KEY, 'PE');
    expect(getPhoneCountry()).toBe('PE');
    localStorage.setItem(COUNTRY_STORAGE_KEY, 'XX');
    expect(getPhoneCountry()).toMatch(/^[A-Z]{2}$/);
  });

  it('does not guess user-assigned codes such as a pseudo-locale or "ZZ"', () => {
    expect(guessCountry(['en-XA', 'es-MX'])).toBe('MX');
    expect(guessCountry(['und-ZZ'])).toBe('ES');
    expect(guessCountry(['es-QM'])).toBe('ES');
  });

  it('gives a phone field only a country whose numbers libphonenumber knows, else Spain', () => {
    // "AB" is two capital letters, but no country: the catalogue falls back on the server, a phone field here.
    localStorage.setItem(COUNTRY_STORAGE_KEY, 'AB');
    expect(getStoredCountry()).toBe('AB');
    expect(getPhoneCountry()).toBe('ES');
    localStorage.setItem(COUNTRY_STORAGE_KEY, 'MX');
    expect(getPhoneCountry()).toBe('MX');
  });

  it('finds by name without accents, by code and by calling code', () => {
    expect(searchCountries('mexico').map((c) => c.code)).toContain('MX');
    expect(searchCountries('+54').map((c) => c.code)).toEqual(['AR']);
    expect(searchCountries('cl').map((c) => c.code)).toContain('CL');
  });

  it('tells the country of a stored number', () => {
    expect(countryOfPhone('1', '4165550123')).toBe('CA');
    expect(countryOfPhone('34', '612345678')).toBe('ES');
  });
});
