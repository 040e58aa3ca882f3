// Guest reads as visitors ask them: every request a different keyword, prefix, category, sort or page, so the
// public answer cache answers almost none of them. Each read has its product path and the bare server's path for
// the same SQL (bench/lib/bare-quests.ts), drawn from one seeded sequence so both servers meet the same mix.
import { CATEGORIES, COMMON_WORDS } from './seed-realistic';

export interface VariedRead {
  shape: string;
  product: string;
  bare: string;
}

/** A small deterministic generator (mulberry32), so two runs and both servers see the same sequence. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function variedRead(random: () => number): VariedRead {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const word = pick(COMMON_WORDS);
  const prefix = word.slice(0, 3 + Math.floor(random() * 2));
  const page = Math.floor(random() * 10);
  const offset = page * 20;
  const sort = pick(['', 'reward_desc', 'newest', 'ending_soon'] as const);
  const sortParam = sort ? `&sort=${sort}` : '';
  switch (Math.floor(random() * 5)) {
    case 0:
      return {
        shape: 'word',
        product: `/api/v1/quests/guests?keyword=${word}&limit=20&offset=${offset}${sortParam}`,
        bare: `/list?keyword=${word}&offset=${offset}${sortParam}`,
      };
    case 1:
      return {
        shape: 'prefix',
        product: `/api/v1/quests/guests?keyword=${prefix}&limit=20&offset=${offset}`,
        bare: `/list?keyword=${prefix}&offset=${offset}`,
      };
    case 2: {
      const category = pick(CATEGORIES);
      return {
        shape: 'prefix + category',
        product: `/api/v1/quests/guests?keyword=${prefix}&categoryIds=${category}&limit=20`,
        bare: `/list?keyword=${prefix}&categoryIds=${category}`,
      };
    }
    case 3:
      return {
        shape: 'sorted page',
        product: `/api/v1/quests/guests?limit=20&offset=${offset}${sortParam}`,
        bare: `/list?offset=${offset}${sortParam}`,
      };
    default:
      return {
        shape: 'suggestions',
        product: `/api/v1/search/guest?keyword=${prefix}&limit=5`,
        bare: `/suggest?keyword=${prefix}`,
      };
  }
}

/** `count` reads drawn from `seed`; `next(side)` hands them out in turn, starting over at the end. */
export function variedReads(count: number, seed = 20261127) {
  const random = seeded(seed);
  const reads = Array.from({ length: count }, () => variedRead(random));
  const cursor = { product: 0, bare: 0 };
  return {
    reads,
    next(side: 'product' | 'bare'): string {
      const read = reads[cursor[side]++ % reads.length] as VariedRead;
      return read[side];
    },
  };
}
