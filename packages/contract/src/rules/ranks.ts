/**
 * Rank tiers (docs/game-rules.md#rank-tiers). The server's SQL and the web app both read this
 * table.
 */
export const RANK_TIERS = [
  { name: 'Rookie', minXp: 0, maxXp: 99, ipBonus: 1.0 },
  { name: 'Regular', minXp: 100, maxXp: 249, ipBonus: 1.1 },
  { name: 'Sharp', minXp: 250, maxXp: 499, ipBonus: 1.25 },
  { name: 'Pro', minXp: 500, maxXp: 999, ipBonus: 1.5 },
  { name: 'Expert', minXp: 1000, maxXp: 2499, ipBonus: 1.75 },
  { name: 'Legend', minXp: 2500, maxXp: null, ipBonus: 2.0 },
] as const satisfies ReadonlyArray<{
  name: string;
  minXp: number;
  maxXp: number | null;
  ipBonus: number;
}>;

export type RankTier = (typeof RANK_TIERS)[number];
export type RankName = RankTier['name'];
export const RANK_NAMES = RANK_TIERS.map((tier) => tier.name) as [RankName, ...RankName[]];

export function rankForXp(xp: number): RankTier {
  let current: RankTier = RANK_TIERS[0];
  for (const tier of RANK_TIERS) {
    if (xp >= tier.minXp) current = tier;
  }
  return current;
}

export interface RankProgress {
  rank_tier: RankName;
  min_xp: number;
  /** Absent for Legend, the last tier. */
  max_xp?: number;
  next_rank_name?: RankName;
  ip_bonus: number;
}

export function rankProgress(xp: number): RankProgress {
  const tier = rankForXp(xp);
  const index = RANK_TIERS.indexOf(tier);
  const next = RANK_TIERS[index + 1];
  return {
    rank_tier: tier.name,
    min_xp: tier.minXp,
    ...(tier.maxXp === null ? {} : { max_xp: tier.maxXp }),
    ...(next ? { next_rank_name: next.name } : {}),
    ip_bonus: tier.ipBonus,
  };
}

export function ipBonusFor(rankName: string): number {
  return RANK_TIERS.find((tier) => tier.name === rankName)?.ipBonus ?? 1;
}

export function rankingScore(xp: number, ip: number): number {
  return xp + ip;
}

/**
 * Competition ranking (1, 2, 2, 4) over rows already sorted by score
 * descending.
 */
export function competitionPositions(scores: readonly number[]): number[] {
  const positions: number[] = [];
  scores.forEach((score, index) => {
    const previous = scores[index - 1];
    positions.push(index > 0 && previous === score ? (positions[index - 1] ?? 1) : index + 1);
  });
  return positions;
}
