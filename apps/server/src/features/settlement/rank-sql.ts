import { bonusHundredths, RANK_TIERS, type RankTier } from '@takeline/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL CASE expressions generated from the contract's RANK_TIERS, so the
 * settlement SQL never carries a second copy of the tier table. The values
 * are inlined as literals: they come from a constant, not from input.
 */
function tierCase(xp: SQL, value: (tier: RankTier) => string): SQL {
  const [lowest, ...higher] = RANK_TIERS;
  const branches = higher
    .reverse()
    .map((tier) => sql`when ${xp} >= ${sql.raw(String(tier.minXp))} then ${sql.raw(value(tier))}`);
  return sql`(case ${sql.join(branches, sql` `)} else ${sql.raw(value(lowest))} end)`;
}

/** The rank tier name for an XP amount. */
export function rankTierSql(xp: SQL): SQL {
  return tierCase(xp, (tier) => `'${tier.name}'`);
}

/** The tier's ip_bonus in hundredths (1.25 -> 125), the unit of the reward arithmetic. */
export function ipBonusHundredthsSql(xp: SQL): SQL {
  return tierCase(xp, (tier) => String(bonusHundredths(tier.ipBonus)));
}
