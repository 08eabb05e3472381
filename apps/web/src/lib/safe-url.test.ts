import { describe, expect, it } from 'vitest';
import { httpUrl } from './safe-url';

describe('httpUrl', () => {
  it('keeps web addresses exactly as given', () => {
    expect(httpUrl('https://tienda.example.com/taza?ref=1')).toBe('https://tienda.example.com/taza?ref=1');
    expect(httpUrl('http://tienda.example.com/')).toBe('http://tienda.example.com/');
    expect(httpUrl('HTTPS://Tienda.example.com/Taza')).toBe('HTTPS://Tienda.example.com/Taza');
  });

  it('refuses anything that is not http or https', () => {
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(httpUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(httpUrl('ftp://tienda.example.com/taza')).toBeNull();
    expect(httpUrl('mailto:ana@example.com')).toBeNull();
  });

  it('refuses relative paths, plain text and nothing', () => {
    expect(httpUrl('/producto/123')).toBeNull();
    expect(httpUrl('tienda.example.com')).toBeNull();
    expect(httpUrl('')).toBeNull();
    expect(httpUrl(null)).toBeNull();
    expect(httpUrl(undefined)).toBeNull();
  });
});
