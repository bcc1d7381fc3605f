/** docs/game-rules.md#badges: a badge for XP strictly above each threshold. */
export const BADGES = [
  { name: 'Streak Starter', aboveXp: 5 },
  { name: 'Mid-Level Master', aboveXp: 10 },
  { name: 'XP Elite', aboveXp: 15 },
] as const;

export type BadgeName = (typeof BADGES)[number]['name'];

export function badgesForXp(xp: number): BadgeName[] {
  return BADGES.filter((badge) => xp > badge.aboveXp).map((badge) => badge.name);
}

/** Profile XP bar: defaults 0 and 1000, fill capped at 100%. */
export function xpBarPercent(xp: number, maxXp: number | undefined | null): number {
  const max = maxXp && maxXp > 0 ? maxXp : 1000;
  const ratio = ((xp ?? 0) / max) * 100;
  return Math.max(0, Math.min(100, ratio));
}
