import { describe, expect, it } from 'vitest';
import { everyoneOf, firstNamesOf, listFirstNames, listOwnersName, moneyToOf, ownersName } from './together';

const lucia = { name: 'Lucía', lastname: 'Martín' };
const marcos = { name: 'Marcos', lastname: 'Ruiz' };
const ana = { name: 'Ana', lastname: 'García' };

describe('naming those who run a list or event together', () => {
  it('falls back to the one who receives the money when the answer names nobody else', () => {
    expect(everyoneOf(lucia, undefined)).toEqual([lucia]);
    expect(everyoneOf(lucia, [])).toEqual([lucia]);
    expect(everyoneOf(lucia, [lucia, marcos])).toEqual([lucia, marcos]);
  });

  it('one by full name, several by first names', () => {
    expect(ownersName(lucia, [lucia])).toBe('Lucía Martín');
    expect(ownersName(lucia, undefined)).toBe('Lucía Martín');
    expect(ownersName(lucia, [lucia, marcos, ana])).toBe('Lucía, Marcos y Ana');
    expect(firstNamesOf(lucia, [lucia, marcos])).toBe('Lucía y Marcos');
  });
});

describe('a list for a dependent', () => {
  const leoList = { owner: lucia, owners: [lucia, marcos], forDependent: { name: 'Leo' } };

  it('is named after the dependent alone', () => {
    expect(listOwnersName(leoList)).toBe('Leo');
    expect(listFirstNames(leoList)).toBe('Leo');
    expect(listOwnersName({ owner: lucia, owners: [lucia, marcos], forDependent: null })).toBe(
      'Lucía y Marcos',
    );
  });

  it('tells givers the money reaches its hucha, even with one guardian', () => {
    expect(moneyToOf({ ...leoList, owners: [lucia] })).toEqual({ name: 'Leo', hucha: true });
    expect(moneyToOf({ owner: lucia, owners: [lucia, marcos] })).toEqual({ name: 'Lucía', hucha: false });
    expect(moneyToOf({ owner: lucia, owners: [lucia] })).toBeNull();
  });
});
