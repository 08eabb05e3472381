import { describe, expect, it } from 'vitest';
import es from './es.json';
import help from './es-help.json';

/** Every text of the app, with the key it is found at. */
function texts(node: unknown, at = ''): [string, string][] {
  if (typeof node === 'string') return [[at, node]];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => texts(value, at ? `${at}.${key}` : key));
  return [];
}

describe('the Spanish texts', () => {
  it("speak one variety: Spain's perfect tense for what someone just did, and Spanish words", () => {
    // Whole words: `\b` does not see accented letters as part of a word, so letters are matched as `\p{L}`.
    const word = (text: string) => new RegExp(`(?<!\\p{L})${text}(?!\\p{L})`, 'iu');
    const mixed = [
      word('te invitó'),
      word('te lo envió'),
      word('lo compartió'),
      word('prefirió'),
      word('te regaló'),
      word('link'),
      /^ok$/i,
    ];
    const found = texts({ ...es, ...help }).filter(([, text]) => mixed.some((pattern) => pattern.test(text)));
    expect(found).toEqual([]);
  });
});
