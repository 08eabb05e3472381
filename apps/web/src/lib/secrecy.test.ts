import type { Reveal } from '@detalle/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { type SecrecyQuestion, secrecyPromise } from './secrecy';

/** Before the list's date, not opened early. */
const dated: Reveal = { revealed: false, revealsOn: '2027-01-12', openedAt: null };
/** Neither date nor event: secret until the owner opens everything. */
const undated: Reveal = { revealed: false, revealsOn: null, openedAt: null };
/** The owner tapped "Ya lo he abierto todo" before the date (givers get the day only). */
const opened: Reveal = { revealed: true, revealsOn: '2027-01-12', openedAt: '2026-12-20' };
/** The list's day came; the owner never tapped "Ya lo he abierto todo". */
const dayCame: Reveal = { revealed: true, revealsOn: '2026-12-01', openedAt: null };

const say = (q: SecrecyQuestion) => {
  const { key, params } = secrecyPromise(q);
  return i18n.t(key, params);
};
const money = (reveal: SecrecyQuestion['reveal'], showName: boolean) =>
  say({ way: 'money', reveal, showName, owner: 'Lucía' } as SecrecyQuestion);
const gift = (reveal: Reveal, showName: boolean | 'choice') =>
  say({ way: 'gift', reveal, showName, owner: 'Lucía' });

/** What no sentence may say once the owner can see who gave. */
const PROMISES_SECRECY = /no sabrá|hasta (el|que)/;

describe('secrecyPromise: chipping in ("Aporto dinero")', () => {
  it('before the reveal, with a date: until then, or earlier if the owner opens everything', () => {
    expect(secrecyPromise({ way: 'money', reveal: dated, showName: true, owner: 'Lucía' })).toEqual({
      key: 'secrecy.money.untilDate',
      params: { name: 'Lucía', date: '12 Ene 2027' },
    });
    expect(money(dated, true)).toBe(
      'Lucía no sabrá quién ha aportado ni leerá tu mensaje hasta el 12 Ene 2027, o hasta que abra todos sus regalos si lo hace antes.',
    );
  });

  it('before the reveal, without a date: until the owner opens everything', () => {
    expect(money(undated, true)).toBe(
      'Lucía no sabrá quién ha aportado ni leerá tu mensaje hasta que abra todos sus regalos.',
    );
  });

  it('once the owner opened everything: name and message at once, no secret promised', () => {
    expect(money(opened, true)).toBe(
      'Lucía ya ha abierto sus regalos: verá tu nombre y tu mensaje en cuanto aportes.',
    );
    expect(money(opened, true)).not.toMatch(PROMISES_SECRECY);
  });

  it("once the list's day came (not opened): name and message at once", () => {
    expect(money(dayCame, true)).toBe(
      'Ya ha llegado el día de la lista: Lucía verá tu nombre y tu mensaje en cuanto aportes.',
    );
    expect(money(dayCame, true)).not.toMatch(PROMISES_SECRECY);
  });

  it('without the name, in any state: never named, and the message is not shown', () => {
    const hidden = 'Lucía verá que alguien ha aportado, pero no sabrá quién ni leerá tu mensaje.';
    for (const reveal of [dated, undated, opened, dayCame, 'unknown'] as const)
      expect(money(reveal, false)).toBe(hidden);
  });

  it("a guest's receipt, which does not know the list's state: promises no date", () => {
    expect(money('unknown', true)).toBe(
      'Lucía verá tu nombre y tu mensaje en cuanto pueda ver quién le ha regalado.',
    );
  });

  it('money not about a list: no secret, only the choice', () => {
    for (const showName of [true, false])
      expect(money('noList', showName)).toBe(
        'Si lo quitas, le llegará como un regalo de «Alguien» y sin tu mensaje.',
      );
  });
});

describe('secrecyPromise: reserving or buying a gift', () => {
  it('before the reveal: until the date or the opening, whichever comes first', () => {
    expect(gift(dated, true)).toBe(
      'Lucía no sabrá que se lo regalas tú hasta el 12 Ene 2027, o hasta que abra todos sus regalos si lo hace antes.',
    );
    expect(gift(undated, true)).toBe('Lucía no sabrá que se lo regalas tú hasta que abra todos sus regalos.');
  });

  it('after the reveal: the owner will know, no secret promised', () => {
    expect(gift(opened, true)).toBe('Lucía ya ha abierto sus regalos: sabrá que se lo regalas tú.');
    expect(gift(dayCame, true)).toBe('Ya ha llegado el día de la lista: Lucía sabrá que se lo regalas tú.');
    for (const reveal of [opened, dayCame]) expect(gift(reveal, true)).not.toMatch(PROMISES_SECRECY);
  });

  it('without the name, in any state: never named', () => {
    for (const reveal of [dated, undated, opened, dayCame])
      expect(gift(reveal, false)).toBe('Lucía verá que alguien se lo regala, pero no sabrá quién.');
  });

  it('for a guest who will still choose: the timing, and that they may stay anonymous', () => {
    expect(gift(dated, 'choice')).toBe(
      'Lucía no sabrá quién se lo regala hasta el 12 Ene 2027, o hasta que abra todos sus regalos si lo hace antes. Si lo prefieres, no lo sabrá nunca.',
    );
    expect(gift(undated, 'choice')).toBe(
      'Lucía no sabrá quién se lo regala hasta que abra todos sus regalos. Si lo prefieres, no lo sabrá nunca.',
    );
    expect(gift(opened, 'choice')).toBe(
      'Lucía ya ha abierto sus regalos: sabrá quién se lo regala, salvo que prefieras no decírselo.',
    );
    expect(gift(dayCame, 'choice')).toBe(
      'Ya ha llegado el día de la lista: Lucía sabrá quién se lo regala, salvo que prefieras no decírselo.',
    );
  });

  it('opened after the date came: says the owner opened them (both are true)', () => {
    expect(gift({ revealed: true, revealsOn: '2026-12-01', openedAt: '2026-12-03' }, true)).toBe(
      'Lucía ya ha abierto sus regalos: sabrá que se lo regalas tú.',
    );
  });
});
