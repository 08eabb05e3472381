import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('leaves text that fits as it is', () => {
    expect(truncate('Boda de Ana', 20)).toBe('Boda de Ana');
    expect(truncate('Exacto', 6)).toBe('Exacto');
  });

  it('cuts at the last whole word and adds an ellipsis', () => {
    expect(truncate('Lista de cumpleaños de Marta', 20)).toBe('Lista de cumpleaños…');
    expect(truncate('Regalos para la casa nueva', 17)).toBe('Regalos para la…');
  });

  it('cuts cleanly when the limit falls on a space', () => {
    expect(truncate('Hola mundo bonito', 10)).toBe('Hola mundo…');
  });

  it('drops punctuation left at the end of the cut', () => {
    expect(truncate('Gracias, de verdad, por todo', 19)).toBe('Gracias, de verdad…');
  });

  it('cuts inside a very long word rather than keep almost nothing', () => {
    expect(truncate('Un electrodoméstico', 12)).toBe('Un electrodo…');
    expect(truncate('Supercalifragilístico', 5)).toBe('Super…');
  });

  it('counts accents, emoji with skin tone and flags as one character each and never splits them', () => {
    // "e" + combining acute accent is one grapheme made of two code points.
    const decomposed = 'Cafe\u0301 con leche';
    expect(truncate(decomposed, 4)).toBe('Cafe\u0301…');
    expect(truncate('👍🏽👍🏽👍🏽', 2)).toBe('👍🏽👍🏽…');
    expect(truncate('🇪🇸🇲🇽🇦🇷🇨🇴', 3)).toBe('🇪🇸🇲🇽🇦🇷…');
    expect(truncate('Familia 👨‍👩‍👧‍👦 feliz', 9)).toBe('Familia 👨‍👩‍👧‍👦…');
  });

  it('handles a zero length', () => {
    expect(truncate('Algo', 0)).toBe('…');
  });
});
