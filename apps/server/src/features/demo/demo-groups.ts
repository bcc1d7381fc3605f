import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryOne } from '../../db/database';
import { Random } from '../../feeds/simulated/random';
import { insertGroup, insertMembers } from '../groups/groups.repository';
import { newInviteCode } from '../groups/groups.service';
import type { DemoPlayerRow } from './demo-players.repository';

/** The demo community's groups: believable names, each saying it is a demo (decision 0129). */
export const DEMO_GROUPS: ReadonlyArray<{ name: string; description: string }> = [
  {
    name: 'Sunday Sharps',
    description: 'Football Sundays, fading the public. A demo group of simulated players.',
  },
  {
    name: 'Bullpen Regulars',
    description: 'Every ballgame, every night. A demo group of simulated players.',
  },
  {
    name: 'Corner Kick Club',
    description: 'MLS on weekends and the odd midweek upset. A demo group of simulated players.',
  },
  {
    name: 'Office Pick League',
    description: 'Bragging rights by the coffee machine. A demo group of simulated players.',
  },
  {
    name: 'Overs Only',
    description:
      'Runs, goals and touchdowns, the more the better. A demo group of simulated players.',
  },
];
/** Members per demo group: a few friends to a busy league, never more than the demo has. */
export const DEMO_GROUP_MIN_MEMBERS = 10;
export const DEMO_GROUP_MAX_MEMBERS = 40;
/** Fewer demo players than this and the demo makes no groups (a group of two is no community). */
const MIN_ROSTER = 3;

/** Whether the demo groups exist: a group owned by a demo player can only be one of them. */
async function countDemoGroups(db: Executor): Promise<number> {
  const row = await queryOne<{ count: number }>(
    db,
    sql`select count(*)::int as count from groups g join users o on o.id = g.owner_id
        where o.is_simulated`,
  );
  return row?.count ?? 0;
}

/**
 * Creates the demo groups once, with members drawn from the roster by the seed; answers how many
 * it created. Run inside the demo players' transaction, under their advisory lock, so two servers
 * or two runs create them once. Members join when the groups are made, a group's all in one
 * call (decision 0213); the owner is the first. Demo players are in at most five groups, far
 * under the per-user limit.
 */
export async function ensureDemoGroups(
  tx: Executor,
  roster: readonly DemoPlayerRow[],
  seed: number,
  at: Date,
): Promise<number> {
  if (roster.length < MIN_ROSTER || (await countDemoGroups(tx)) > 0) return 0;
  for (const [index, group] of DEMO_GROUPS.entries()) {
    const random = Random.of(seed, 'demo-group', index);
    const size = Math.min(
      roster.length,
      random.int(DEMO_GROUP_MIN_MEMBERS, DEMO_GROUP_MAX_MEMBERS),
    );
    const members = shuffled(roster, random).slice(0, size);
    const [owner] = members;
    if (!owner) continue;
    const groupId = await insertGroup(
      tx,
      { ...group, ownerId: owner.id, inviteCode: newInviteCode() },
      at,
    );
    await insertMembers(
      tx,
      groupId,
      members.map((member) => member.id),
      at,
    );
  }
  return DEMO_GROUPS.length;
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
