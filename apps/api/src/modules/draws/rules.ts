import { type Allowed, drawAssignment, violationOf } from './assign.js';

/**
 * The rules of one draw turned into the matrix `assign.ts` solves, and, when no draw exists, a Spanish sentence
 * that says why (Hall's set: who may give only to too few) and which rule to relax.
 */
export type DrawRules = {
  /** Participant ids in a stable order. */
  people: string[];
  names: Map<string, string>;
  /** Pairs that never give to each other, either way. */
  exclusions: { a: string; b: string }[];
  /** giver → receiver pairs of the draw this one repeats, avoided. */
  previous: { giverId: string; receiverId: string }[];
  /**
   * A dependent → each of its guardians in the draw, never drawn: the guardians read the dependent's result, so
   * they would learn who gives to themselves. Everyone sees who looks after whom, so this counts as a rule.
   */
  guarded?: { giverId: string; receiverId: string }[];
};

export function allowedMatrix(rules: DrawRules, use = { exclusions: true, previous: true }): Allowed {
  const index = new Map(rules.people.map((id, i) => [id, i]));
  const n = rules.people.length;
  const allowed: Allowed = Array.from({ length: n }, (_, g) => Array.from({ length: n }, (_, r) => g !== r));
  const forbid = (giver: string, receiver: string) => {
    const g = index.get(giver);
    const r = index.get(receiver);
    if (g !== undefined && r !== undefined) (allowed[g] as boolean[])[r] = false;
  };
  if (use.exclusions) {
    for (const { a, b } of rules.exclusions) {
      forbid(a, b);
      forbid(b, a);
    }
  }
  for (const p of rules.guarded ?? []) forbid(p.giverId, p.receiverId);
  if (use.previous) for (const p of rules.previous) forbid(p.giverId, p.receiverId);
  return allowed;
}

/** "Ana", "Ana y Luis", "Ana, Luis y Marta" */
export function spanishList(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
}

/**
 * Why no draw exists and what to relax, in Spanish; null when a draw exists. Only the rules the organiser can
 * see (people and exclusions) count: last time's pairs are a secret, and a message that depended on them would
 * let an organiser map them by trial and error.
 */
export function impossibility(rules: DrawRules): string | null {
  const violation = violationOf(allowedMatrix(rules, { exclusions: true, previous: false }));
  if (!violation) return null;
  const name = (i: number) => rules.names.get(rules.people[i] as string) ?? 'Alguien';
  const givers = violation.givers.map(name);
  const receivers = violation.receivers.map(name);
  const who =
    givers.length === 1
      ? `${givers[0]} no puede regalar a nadie más que a ${receivers.length ? spanishList(receivers) : 'nadie'}`
      : `${spanishList(givers)} solo pueden regalar, entre todos, a ${
          receivers.length === 1 ? 'una persona' : `${receivers.length} personas`
        }${receivers.length ? ` (${spanishList(receivers)})` : ''}`;
  const why =
    givers.length === 1 && receivers.length === 0
      ? `Con estas reglas ${givers[0]} no puede regalar a nadie.`
      : `Con estas reglas no hay forma de hacer el sorteo: ${who}.`;
  return `${why} ${suggestion(rules)}`;
}

function suggestion(rules: DrawRules): string {
  for (const [i, pair] of rules.exclusions.entries()) {
    const fewer = { ...rules, exclusions: rules.exclusions.filter((_, j) => j !== i) };
    if (!violationOf(allowedMatrix(fewer, { exclusions: true, previous: false }))) {
      const a = rules.names.get(pair.a) ?? 'Alguien';
      const b = rules.names.get(pair.b) ?? 'alguien';
      return `Quita la exclusión entre ${a} y ${b}, o añade participantes.`;
    }
  }
  return 'Quita algunas exclusiones o añade participantes.';
}

/** A valid draw as giver → receiver ids, or the Spanish reason there is none. */
export function drawPairs(
  rules: DrawRules,
): { ok: true; pairs: { giverId: string; receiverId: string }[] } | { ok: false; reason: string } {
  // Last time's pairs are avoided whenever possible, and yield when they alone make the draw impossible: whether
  // a draw succeeds must not depend on them, or the organiser could learn who gave to whom last time.
  const strict = drawAssignment(allowedMatrix(rules));
  const outcome =
    strict.ok || !rules.previous.length
      ? strict
      : drawAssignment(allowedMatrix(rules, { exclusions: true, previous: false }));
  if (!outcome.ok) return { ok: false, reason: impossibility(rules) ?? '' };
  return {
    ok: true,
    pairs: outcome.receiverOf.map((r, g) => ({
      giverId: rules.people[g] as string,
      receiverId: rules.people[r] as string,
    })),
  };
}
