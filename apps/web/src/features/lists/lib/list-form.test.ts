import { describe, expect, it } from 'vitest';
import { listDetail } from '../testing/fixtures';
import { listFormValues, sameValues } from './list-form';

describe('sameValues', () => {
  it('counts what differs only in surrounding spaces as the same (the server trims)', () => {
    const saved = listFormValues(listDetail({ name: 'Cumple de Ana' }));
    expect(sameValues({ ...saved, name: '  Cumple de Ana ' }, saved)).toBe(true);
    expect(sameValues({ ...saved, name: 'Cumple de Leo' }, saved)).toBe(false);
  });
});
