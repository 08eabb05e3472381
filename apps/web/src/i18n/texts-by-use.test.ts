import { describe, expect, it } from 'vitest';
import { partsNamedIn, type Texts, textParts } from '../../build/texts-by-use';
import es from './es.json';
import help from './es-help.json';

const texts = {
  wallet: {
    title: 'Billetera',
    items_one: '{{count}} movimiento',
    items_other: '{{count}} movimientos',
    pay: { title: 'Pagar', methods: { card: { label: 'Tarjeta' } } },
    payout: { title: 'Retirada' },
    status: { paid: 'Pagado' },
  },
  nav: { home: 'Inicio' },
  owners: { list: { title: 'Quién la lleva' }, event: { title: 'Quién lo organiza' } },
};
const parts = textParts(texts);
const named = (code: string) => [...partsNamedIn(code, parts)].sort();

describe('the texts in parts', () => {
  it('cut each section into its own texts and each group inside it', () => {
    expect([...parts.keys()].sort()).toEqual([
      'nav',
      'owners.event',
      'owners.list',
      'wallet',
      'wallet.pay',
      'wallet.payout',
      'wallet.status',
    ]);
    expect(parts.get('wallet')).toEqual({
      wallet: { title: 'Billetera', items_one: '{{count}} movimiento', items_other: '{{count}} movimientos' },
    });
    expect(parts.get('wallet.pay')).toEqual({ wallet: { pay: texts.wallet.pay } });
  });

  it('hold every text of es.json once', () => {
    const all: Texts = { ...es, ...help };
    const merged: Record<string, object> = {};
    for (const part of textParts(all).values()) {
      for (const [section, value] of Object.entries(part))
        merged[section] = { ...merged[section], ...(value as object) };
    }
    expect(merged).toEqual(all);
  });

  it('are found by the keys a module names, in any quotes', () => {
    expect(named(`t('wallet.pay.title'); t("nav.home"); const k = \`wallet.status.paid\`;`)).toEqual([
      'nav',
      'wallet.pay',
      'wallet.status',
    ]);
    // A section's own text, a plural by its base key.
    expect(named(`t('wallet.title'); t('wallet.items', { count })`)).toEqual(['wallet']);
  });

  it('take every group a key built at run time can reach', () => {
    expect(named('t(`wallet.pay.methods.${method}.label`)')).toEqual(['wallet.pay']);
    expect(named('t(`wallet.pay${suffix}`)')).toEqual(['wallet', 'wallet.pay', 'wallet.payout']);
    expect(named('t(`wallet.${what}`)')).toEqual(['wallet', 'wallet.pay', 'wallet.payout', 'wallet.status']);
    expect(named(`t('wallet.' + what)`)).toEqual(['wallet', 'wallet.pay', 'wallet.payout', 'wallet.status']);
    // A section with groups only has no part of its own.
    expect(named('t(`owners.${kind}.title`)')).toEqual(['owners.event', 'owners.list']);
  });

  it('ignore strings that only look alike', () => {
    expect(
      named(`fetch('/wallet/pay'); const a = 'wallets.pay'; const b = 'nav'; navigate('home.nav')`),
    ).toEqual([]);
  });
});
