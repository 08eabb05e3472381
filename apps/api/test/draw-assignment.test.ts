import { describe, expect, it } from 'vitest';
import { type Allowed, drawAssignment, isValidDraw, violationOf } from '../src/modules/draws/assign.js';
import { allowedMatrix, type DrawRules, drawPairs, impossibility } from '../src/modules/draws/rules.js';

/** A seeded generator for the groups (the draw itself stays crypto-random), so a failure can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random group: n people, each ordered pair forbidden with probability `p` (exclusions are one-way here). */
function randomAllowed(n: number, p: number, rnd: () => number): Allowed {
  return Array.from({ length: n }, (_, g) => Array.from({ length: n }, (_, r) => g !== r && rnd() >= p));
}

/** Every permutation, for the brute-force check on small groups. */
function anyValidByBruteForce(allowed: Allowed): boolean {
  const n = allowed.length;
  const used = new Array<boolean>(n).fill(false);
  const go = (g: number): boolean => {
    if (g === n) return true;
    for (let r = 0; r < n; r++) {
      if (used[r] || !allowed[g]?.[r]) continue;
      used[r] = true;
      if (go(g + 1)) return true;
      used[r] = false;
    }
    return false;
  };
  return go(0);
}

describe('the draw over random groups', () => {
  it('on small groups, draws exactly when brute force finds a draw, and the draw keeps every rule', () => {
    const rnd = seeded(17);
    let impossible = 0;
    for (let i = 0; i < 1500; i++) {
      const n = 2 + Math.floor(rnd() * 6); // 2..7
      const allowed = randomAllowed(n, rnd() * 0.7, rnd);
      const outcome = drawAssignment(allowed);
      expect(outcome.ok, `case ${i}`).toBe(anyValidByBruteForce(allowed));
      if (outcome.ok) expect(isValidDraw(allowed, outcome.receiverOf)).toBe(true);
      else {
        impossible++;
        // The proof: these givers may only give to fewer receivers than they are.
        const reachable = new Set(
          outcome.givers.flatMap((g) => outcome.receivers.filter((r) => allowed[g]?.[r])),
        );
        for (const g of outcome.givers) {
          for (let r = 0; r < n; r++) if (allowed[g]?.[r]) expect(outcome.receivers).toContain(r);
        }
        expect(outcome.receivers.length).toBeLessThan(outcome.givers.length);
        expect(reachable.size).toBeLessThanOrEqual(outcome.receivers.length);
      }
    }
    // The generator produced both kinds of groups.
    expect(impossible).toBeGreaterThan(50);
    expect(impossible).toBeLessThan(1400);
  });

  it('on groups up to 50 with dense exclusions, always keeps every rule or proves it impossible', () => {
    const rnd = seeded(2026);
    for (let i = 0; i < 300; i++) {
      const n = 3 + Math.floor(rnd() * 48);
      const allowed = randomAllowed(n, rnd() * 0.95, rnd);
      const outcome = drawAssignment(allowed);
      if (outcome.ok) expect(isValidDraw(allowed, outcome.receiverOf), `case ${i}`).toBe(true);
      else expect(outcome.receivers.length).toBeLessThan(outcome.givers.length);
      expect(outcome.ok).toBe(
        violationOf(allowed.map((row, g) => row.map((ok, r) => ok && r !== g))) === null,
      );
    }
  });

  it('finds the only draw left when the rules leave just one (the sequential fallback)', () => {
    // Only the cycle 0→1→2→…→n-1→0 is allowed: random permutations almost never hit it.
    const n = 30;
    const allowed = Array.from({ length: n }, (_, g) =>
      Array.from({ length: n }, (_, r) => r === (g + 1) % n),
    );
    const outcome = drawAssignment(allowed);
    expect(outcome.ok && outcome.receiverOf).toEqual(Array.from({ length: n }, (_, g) => (g + 1) % n));
  });

  it('gives every valid draw a chance (four people, no rules: all nine derangements appear)', () => {
    const allowed = randomAllowed(4, 0, () => 1);
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const outcome = drawAssignment(allowed);
      if (outcome.ok) seen.add(outcome.receiverOf.join());
    }
    expect(seen.size).toBe(9);
  });
});

describe('the rules of a draw, in Spanish', () => {
  const names = new Map([
    ['a', 'Ana'],
    ['b', 'Bruno'],
    ['c', 'Carla'],
    ['d', 'Dani'],
  ]);
  const rules = (over: Partial<DrawRules>): DrawRules => ({
    people: ['a', 'b', 'c', 'd'],
    names,
    exclusions: [],
    previous: [],
    ...over,
  });

  it('exclusions work both ways and last time’s pairs are avoided', () => {
    const r = rules({ exclusions: [{ a: 'a', b: 'b' }], previous: [{ giverId: 'c', receiverId: 'd' }] });
    for (let i = 0; i < 50; i++) {
      const out = drawPairs(r);
      if (!out.ok) throw new Error(out.reason);
      const to = new Map(out.pairs.map((p) => [p.giverId, p.receiverId]));
      expect(to.get('a')).not.toBe('b');
      expect(to.get('b')).not.toBe('a');
      expect(to.get('c')).not.toBe('d');
      expect(new Set(to.values()).size).toBe(4);
      for (const [g, rcv] of to) expect(g).not.toBe(rcv);
    }
  });

  it('names who cannot give to enough people and the exclusion to remove', () => {
    // Ana is excluded with everyone but Dani; Bruno likewise: both could only give to Dani.
    const r = rules({
      exclusions: [
        { a: 'a', b: 'b' },
        { a: 'a', b: 'c' },
        { a: 'b', b: 'c' },
      ],
    });
    expect(impossibility(r)).toBe(
      'Con estas reglas no hay forma de hacer el sorteo: Ana, Bruno y Carla solo pueden regalar, entre todos, a una persona (Dani). Quita la exclusión entre Ana y Bruno, o añade participantes.',
    );
  });

  it('last time’s pairs yield when they alone make it impossible, so success never tells the organiser about them', () => {
    const r = rules({
      people: ['a', 'b', 'c'],
      previous: [
        { giverId: 'a', receiverId: 'b' },
        { giverId: 'b', receiverId: 'c' },
        { giverId: 'c', receiverId: 'a' },
        { giverId: 'a', receiverId: 'c' },
      ],
    });
    expect(impossibility(r)).toBeNull();
    const out = drawPairs(r);
    expect(out.ok).toBe(true);
    // With exclusions that make it impossible, the message names only what the organiser set.
    const tight = rules({
      people: ['a', 'b', 'c'],
      exclusions: [
        { a: 'a', b: 'b' },
        { a: 'a', b: 'c' },
      ],
      previous: [{ giverId: 'b', receiverId: 'c' }],
    });
    const failed = drawPairs(tight);
    expect(failed).toMatchObject({ ok: false });
    expect(failed.ok ? '' : failed.reason).not.toMatch(/repetir|anterior/);
  });
});
