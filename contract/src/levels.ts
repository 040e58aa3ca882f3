import { LEVEL_XP_STEP } from './constants';

/*
 * The one level curve. Level 1 starts at 0 XP and each level needs LEVEL_XP_STEP more than the one before:
 * reaching level L takes LEVEL_XP_STEP × (L − 1) × L / 2 XP in all — 0, 100, 300, 600, 1,000, 1,500 … — so the first
 * quest (XP_PER_QUEST) is level 2, and level 10 is 4,500 XP (45 quests).
 */

/** The total XP at which `level` starts (level 1 starts at 0). */
export function xpForLevel(level: number): number {
  const l = Math.max(1, Math.floor(level));
  return (LEVEL_XP_STEP * (l - 1) * l) / 2;
}

/** The level of a person with `xp` XP in all (1 for none or less). */
export function levelOf(xp: number): number {
  if (!(xp > 0)) return 1;
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (8 * xp) / LEVEL_XP_STEP)) / 2));
  // The square root is a float: step to the exact level the integer thresholds say.
  while (xpForLevel(level + 1) <= xp) level++;
  while (level > 1 && xpForLevel(level) > xp) level--;
  return level;
}

/** Where `xp` stands: its level, where that level started, where the next one starts, and the share done. */
export function levelProgress(xp: number): { level: number; levelXp: number; nextLevelXp: number; ratio: number } {
  const level = levelOf(xp);
  const levelXp = xpForLevel(level);
  const nextLevelXp = xpForLevel(level + 1);
  const ratio = Math.min(1, Math.max(0, (xp - levelXp) / (nextLevelXp - levelXp)));
  return { level, levelXp, nextLevelXp, ratio };
}
