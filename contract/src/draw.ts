import { fromString } from 'ox/Bytes';
import { sha256 } from 'ox/Hash';

/*
 * The raffle's draw, written once for the server, `npm run draw -- verify` and anyone re-running it
 * (docs/distribution.md, "The draw"). Everything here is public: the sorted list of pseudonymous ids, its hash,
 * and the seed (the hash of a block mined after the list was frozen).
 */

const TWO_256 = 1n << 256n;

/** A participant's pseudonymous id in one quest's list: the first 16 hex digits of sha256("<questId>:<userId>"). */
export function pseudonymOf(questId: string, userId: string): string {
  return sha256(fromString(`${questId}:${userId}`), { as: 'Hex' }).slice(2, 18);
}

/** The list's fingerprint: sha256 of the ids sorted ascending, joined by "\n" (no newline at the end), as 0x-hex. */
export function listHash(sortedIds: readonly string[]): string {
  return sha256(fromString(sortedIds.join('\n')), { as: 'Hex' });
}

/**
 * A uniform integer in [0, range) for step `step`: sha256 of "<seed>:<step>:<try>" read as a 256-bit number,
 * rejected (next try) when it falls in the last incomplete multiple of `range`, so every value is equally likely.
 */
export function uniformBelow(seed: string, step: number, range: number): number {
  const size = BigInt(range);
  const limit = TWO_256 - (TWO_256 % size);
  for (let attempt = 0; ; attempt++) {
    const value = BigInt(sha256(fromString(`${seed}:${step}:${attempt}`), { as: 'Hex' }));
    if (value < limit) return Number(value % size);
  }
}

/**
 * The first `winners` steps of a Fisher–Yates shuffle of the sorted list, seeded: step i swaps position i with a
 * position drawn uniformly from [i, n). Answers the winners' ids in the order drawn (1st drawn first).
 */
export function drawWinners(sortedIds: readonly string[], seed: string, winners: number): string[] {
  const order = [...sortedIds];
  const count = Math.min(winners, order.length);
  for (let i = 0; i < count; i++) {
    const j = i + uniformBelow(seed, i, order.length - i);
    const picked = order[j] as string;
    order[j] = order[i] as string;
    order[i] = picked;
  }
  return order.slice(0, count);
}
