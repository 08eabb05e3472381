import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { addTexts, i18n, type TextKey, t } from '@/i18n';

// Texts of their own, in a section es.json does not have, so that the texts can change without these tests.
addTexts({
  prueba: {
    hello: 'Hola, {{name}}',
    twice: '{{name}} y {{name}} otra vez, {{ name }} con espacios',
    gifts_one: '{{count}} regalo',
    gifts_other: '{{count}} regalos',
    invite_zero: 'Invitar',
    invite_one: 'Invitar a {{count}} persona',
    invite_other: 'Invitar a {{count}} personas',
    quantity: 'Cantidad: {{count}}',
    deep: { group: { title: 'Dentro de un grupo' } },
    months: ['Enero', 'Febrero'],
    steps: [{ title: 'Paso de {{name}}', details: ['Primero', 'Luego, {{name}}'] }],
  },
});
addTexts({ prueba: { deep: { group: { more: 'Añadido después' } } } });

/** The keys above are not in es.json's types: the tests call `t` as untyped code would. */
const tr = t as unknown as (key: string, vars?: Record<string, unknown>) => unknown;

describe('t', () => {
  it('puts the values into the text, every time a name appears', () => {
    expect(tr('prueba.hello', { name: 'Ana' })).toBe('Hola, Ana');
    expect(tr('prueba.twice', { name: 'Ana' })).toBe('Ana y Ana otra vez, Ana con espacios');
  });

  it('leaves a name not given as written, and an empty value empty', () => {
    expect(tr('prueba.hello')).toBe('Hola, {{name}}');
    expect(tr('prueba.hello', {})).toBe('Hola, {{name}}');
    expect(tr('prueba.hello', { name: undefined })).toBe('Hola, ');
    expect(tr('prueba.hello', { name: null })).toBe('Hola, ');
  });

  it('does not read a value as a text to fill in', () => {
    expect(tr('prueba.hello', { name: '{{name}} <b>' })).toBe('Hola, {{name}} <b>');
  });

  it('picks the plural form Spanish uses for the count: 0, 1, 2, a million', () => {
    expect(tr('prueba.gifts', { count: 0 })).toBe('0 regalos');
    expect(tr('prueba.gifts', { count: 1 })).toBe('1 regalo');
    expect(tr('prueba.gifts', { count: 2 })).toBe('2 regalos');
    expect(tr('prueba.gifts', { count: 1.5 })).toBe('1.5 regalos');
    // Spanish says "many" for a million; with no `_many` text, the `_other` one.
    expect(tr('prueba.gifts', { count: 1_000_000 })).toBe('1000000 regalos');
  });

  it('says 0 with its own text when there is one', () => {
    expect(tr('prueba.invite', { count: 0 })).toBe('Invitar');
    expect(tr('prueba.invite', { count: 1 })).toBe('Invitar a 1 persona');
    expect(tr('prueba.invite', { count: 3 })).toBe('Invitar a 3 personas');
  });

  it('takes a text without plural forms as it is, with the count in', () => {
    expect(tr('prueba.quantity', { count: 4 })).toBe('Cantidad: 4');
  });

  it('finds a text inside groups, also one added later to the same group', () => {
    expect(tr('prueba.deep.group.title')).toBe('Dentro de un grupo');
    expect(tr('prueba.deep.group.more')).toBe('Añadido después');
  });

  it('returns lists and groups with returnObjects, their texts filled in', () => {
    expect(tr('prueba.months', { returnObjects: true })).toEqual(['Enero', 'Febrero']);
    expect(tr('prueba.steps', { returnObjects: true, name: 'Ana' })).toEqual([
      { title: 'Paso de Ana', details: ['Primero', 'Luego, Ana'] },
    ]);
    expect(tr('prueba.deep', { returnObjects: true })).toEqual({
      group: { title: 'Dentro de un grupo', more: 'Añadido después' },
    });
  });

  describe('with a key whose text is not in', () => {
    const handler = i18n.onMissingKey;
    afterEach(() => {
      i18n.onMissingKey = handler;
    });

    it('shows the key and reports it', () => {
      const reported: string[] = [];
      i18n.onMissingKey = (key) => reported.push(key);
      expect(tr('prueba.nothing')).toBe('prueba.nothing');
      expect(tr('prueba.nothing', { count: 2 })).toBe('prueba.nothing');
      expect(tr('otra.cosa.más')).toBe('otra.cosa.más');
      // A group is not a text.
      expect(tr('prueba.deep')).toBe('prueba.deep');
      // Nor is what every object has.
      expect(tr('prueba.constructor')).toBe('prueba.constructor');
      expect(reported).toEqual([
        'prueba.nothing',
        'prueba.nothing',
        'otra.cosa.más',
        'prueba.deep',
        'prueba.constructor',
      ]);
    });
  });

  it('is typed by the keys of es.json, plurals by their base key', () => {
    expectTypeOf(t).toBeCallableWith('nav.home');
    expectTypeOf(t).toBeCallableWith('events.invite.send', { count: 2 });
    expectTypeOf(t).toBeCallableWith('events.invite.send_one');
    expectTypeOf(t('nav.home')).toEqualTypeOf<string>();
    expectTypeOf(t('calendar.months', { returnObjects: true })).toEqualTypeOf<string[]>();
    expectTypeOf<'nav.home'>().toExtend<TextKey>();
    // A misspelt key, a group without returnObjects.
    expectTypeOf<'nav.hom'>().not.toExtend<TextKey>();
    expectTypeOf<'calendar.months'>().not.toExtend<TextKey>();
    expectTypeOf<'events.invite.sen'>().not.toExtend<TextKey>();
  });
});
