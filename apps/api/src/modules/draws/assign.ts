import { randomInt } from 'node:crypto';

/**
 * The draw as a bipartite matching: givers on one side, receivers on the other, an edge where
 * `allowed[giver][receiver]` (never oneself, never an excluded pair, never last year's pair). A valid draw is a
 * perfect matching; one exists exactly when Hall's condition holds, so when the search finds none we can
 * show WHY: a set of givers who together may give to fewer people than they are.
 *
 * Randomness: first up to `UNIFORM_TRIES` random permutations (crypto-random), keeping the first valid one —
 * that is uniform over all valid draws. When the rules are so tight that random permutations rarely fit, a
 * randomized sequential choice that keeps a perfect matching possible after every pick (checked with Kuhn's
 * augmenting paths, O(n³) each; n ≤ 50) always finds one without backtracking.
 */
export type Allowed = boolean[][];
export type DrawOutcome =
  | { ok: true; receiverOf: number[] }
  | { ok: false; givers: number[]; receivers: number[] };

const UNIFORM_TRIES = 200;
type Random = (max: number) => number;

export function shuffle<T>(items: T[], random: Random = randomInt): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

/** Maximum matching (Kuhn): `matchOfReceiver[r]` = giver or -1. */
function maxMatching(allowed: Allowed): number[] {
  const n = allowed.length;
  const matchOfReceiver = new Array<number>(n).fill(-1);
  const tryGiver = (g: number, seen: boolean[]): boolean => {
    for (let r = 0; r < n; r++) {
      if (!allowed[g]?.[r] || seen[r]) continue;
      seen[r] = true;
      const other = matchOfReceiver[r] as number;
      if (other === -1 || tryGiver(other, seen)) {
        matchOfReceiver[r] = g;
        return true;
      }
    }
    return false;
  };
  for (let g = 0; g < n; g++) tryGiver(g, new Array<boolean>(n).fill(false));
  return matchOfReceiver;
}

const isPerfect = (matchOfReceiver: number[]) => matchOfReceiver.every((g) => g !== -1);

/**
 * The proof that no draw exists (König/Hall): from the givers left unmatched, follow alternating paths; the
 * givers reached may only give to the receivers reached, and those are fewer.
 */
function hallViolation(allowed: Allowed, matchOfReceiver: number[]) {
  const n = allowed.length;
  const matched = new Set(matchOfReceiver.filter((g) => g !== -1));
  const givers = new Set<number>();
  const receivers = new Set<number>();
  const queue: number[] = [];
  for (let g = 0; g < n; g++) {
    if (!matched.has(g)) {
      givers.add(g);
      queue.push(g);
    }
  }
  while (queue.length) {
    const g = queue.shift() as number;
    for (let r = 0; r < n; r++) {
      if (!allowed[g]?.[r] || receivers.has(r)) continue;
      receivers.add(r);
      const next = matchOfReceiver[r] as number;
      if (next !== -1 && !givers.has(next)) {
        givers.add(next);
        queue.push(next);
      }
    }
  }
  return { givers: [...givers].sort((a, b) => a - b), receivers: [...receivers].sort((a, b) => a - b) };
}

export function isValidDraw(allowed: Allowed, receiverOf: number[]): boolean {
  const n = allowed.length;
  return (
    receiverOf.length === n &&
    new Set(receiverOf).size === n &&
    receiverOf.every((r, g) => r !== g && r >= 0 && r < n && allowed[g]?.[r] === true)
  );
}

/** Is there any valid draw? (The rules' check, without drawing.) */
export function violationOf(allowed: Allowed) {
  const m = maxMatching(allowed);
  return isPerfect(m) ? null : hallViolation(allowed, m);
}

export function drawAssignment(allowedIn: Allowed, random: Random = randomInt): DrawOutcome {
  const n = allowedIn.length;
  // Nobody draws themselves, whatever the caller passed.
  const allowed = allowedIn.map((row, g) => row.map((ok, r) => ok && r !== g));
  const violation = violationOf(allowed);
  if (violation) return { ok: false, ...violation };

  const people = [...Array(n).keys()];
  for (let i = 0; i < UNIFORM_TRIES; i++) {
    const receiverOf = shuffle(people, random);
    if (isValidDraw(allowed, receiverOf)) return { ok: true, receiverOf };
  }

  // Tight rules: pick each giver's receiver at random among those that keep a full draw possible.
  const current = allowed.map((row) => [...row]);
  const receiverOf = new Array<number>(n).fill(-1);
  for (const g of shuffle(people, random)) {
    for (const r of shuffle(people, random)) {
      if (!current[g]?.[r]) continue;
      const trial = current.map((row, gi) =>
        row.map((ok, ri) => (gi === g ? ri === r : ri === r ? false : ok)),
      );
      if (isPerfect(maxMatching(trial))) {
        for (let i = 0; i < n; i++) current[i] = trial[i] as boolean[];
        receiverOf[g] = r;
        break;
      }
    }
  }
  return { ok: true, receiverOf };
}
