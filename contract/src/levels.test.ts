import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVEL_XP_STEP, XP_PER_QUEST } from './constants';
import { levelOf, levelProgress, xpForLevel } from './levels';

describe('the level curve', () => {
  it('starts at level 1 and needs 100, 300, 600, 1,000 … XP in all', () => {
    expect([1, 2, 3, 4, 5, 10].map(xpForLevel)).toEqual([0, 100, 300, 600, 1000, 4500]);
    expect(levelOf(0)).toBe(1);
    expect(levelOf(-50)).toBe(1);
    expect(levelOf(99)).toBe(1);
    expect(levelOf(100)).toBe(2);
    expect(levelOf(299)).toBe(2);
    expect(levelOf(300)).toBe(3);
    expect(levelOf(4500)).toBe(10);
    expect(levelOf(XP_PER_QUEST)).toBe(2);
  });

  it('tells how far into the level a person is', () => {
    expect(levelProgress(0)).toEqual({ level: 1, levelXp: 0, nextLevelXp: 100, ratio: 0 });
    expect(levelProgress(150)).toEqual({ level: 2, levelXp: 100, nextLevelXp: 300, ratio: 0.25 });
  });

  it('puts every XP total in exactly one level, and more XP is never a lower level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.nat(10_000), (xp, more) => {
        const level = levelOf(xp);
        expect(xpForLevel(level)).toBeLessThanOrEqual(xp);
        expect(xpForLevel(level + 1)).toBeGreaterThan(xp);
        expect(xpForLevel(level + 1) - xpForLevel(level)).toBe(LEVEL_XP_STEP * level);
        expect(levelOf(xp + more)).toBeGreaterThanOrEqual(level);
      }),
    );
  });
});
