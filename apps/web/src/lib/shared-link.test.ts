import { describe, expect, it } from 'vitest';
import { firstWebLink, pagePayloadFrom, sharedLinkFrom } from './shared-link';

const shared = (params: Record<string, string>) => sharedLinkFrom(new URLSearchParams(params));

describe('the link of a share target visit', () => {
  it.each([
    ['in url', { url: 'https://tienda.example.com/taza' }, 'https://tienda.example.com/taza'],
    [
      "inside Android's text",
      { title: 'Taza azul', text: 'Mira esto https://tienda.example.com/taza?ref=app 😍' },
      'https://tienda.example.com/taza?ref=app',
    ],
    [
      'in the title only',
      { title: 'https://tienda.example.com/lampara', text: 'Me encanta' },
      'https://tienda.example.com/lampara',
    ],
    [
      'url before text',
      { url: 'https://a.example.com/1', text: 'https://b.example.com/2' },
      'https://a.example.com/1',
    ],
    [
      'an empty url, then text',
      { url: '', text: 'Oferta: http://tienda.example.com/oferta.' },
      'http://tienda.example.com/oferta',
    ],
  ])('%s', (_name, params, expected) => {
    expect(shared(params)).toBe(expected);
  });

  it('finds nothing when no http(s) link was shared', () => {
    expect(shared({ title: 'Taza', text: 'Mira esta taza' })).toBeNull();
    expect(shared({ text: 'javascript:alert(1) ftp://tienda.example.com/x' })).toBeNull();
    expect(shared({})).toBeNull();
  });

  it('leaves the sentence around the link out of it', () => {
    expect(firstWebLink('¿Te gusta (https://tienda.example.com/p/1)?')).toBe(
      'https://tienda.example.com/p/1',
    );
    expect(firstWebLink('«https://tienda.example.com/p/2»')).toBe('https://tienda.example.com/p/2');
  });
});

describe("the bookmarklet's payload in the fragment", () => {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');

  it('reads base64url JSON, accents included', () => {
    const page = { title: 'Cojín bordado', jsonLd: ['{"@type":"Product"}'], meta: [['og:title', 'Cojín']] };
    expect(pagePayloadFrom(`#pagina=${encode(page)}`)).toEqual(page);
  });

  it('ignores what is not a valid payload', () => {
    expect(pagePayloadFrom('')).toBeUndefined();
    expect(pagePayloadFrom('#pagina=%%%')).toBeUndefined();
    expect(pagePayloadFrom(`#pagina=${encode({ jsonLd: 'no', meta: [] })}`)).toBeUndefined();
    expect(pagePayloadFrom(`#pagina=${encode({ jsonLd: Array(11).fill('{}'), meta: [] })}`)).toBeUndefined();
  });
});
