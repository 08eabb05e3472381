import { describe, expect, it } from 'vitest';
import { hrefTo, loginHref, readNextParam } from './paths';

describe('paths', () => {
  it('builds links from the registry, encoding parameters', () => {
    expect(hrefTo('evento', { id: '42' })).toBe('/evento/42');
    expect(hrefTo('billeteraPayment', { cardId: 'c 1', cardType: 'visa', paymentId: '9' })).toBe(
      '/billetera/c%201/visa/9',
    );
  });

  it('carries the destination to login and reads it back', () => {
    const href = loginHref('/lista?orden=fecha');
    expect(href).toBe('/login?next=%2Flista%3Forden%3Dfecha');
    expect(readNextParam(href.slice(href.indexOf('?')))).toBe('/lista?orden=fecha');
  });

  it('refuses destinations outside the app', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'lista', '']) {
      expect(readNextParam(`?next=${encodeURIComponent(next)}`)).toBeNull();
    }
  });
});
