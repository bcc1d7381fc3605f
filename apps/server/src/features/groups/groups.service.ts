import { randomBytes } from 'node:crypto';
import {
  type BoardSport,
  type CrowdShares,
  type DemoGroup,
  GROUP_FULL_MESSAGE,
  GROUP_MAX_MEMBERS,
  GROUP_NOT_FOUND_MESSAGE,
  GROUP_OWNER_ONLY_MESSAGE,
  GROUPS_PER_USER_MAX,
  type GroupCrowdGame,
  type GroupDetail,
  type GroupPick,
  type GroupSummary,
  type GroupWindow,
  INVITE_NOT_FOUND_MESSAGE,
  type MessageResponse,
  OWNER_CANNOT_LEAVE_MESSAGE,
  TOO_MANY_GROUPS_MESSAGE,
} from '@takeline/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { conflict, forbidden, notFound } from '../../errors';
import { findCrowds } from '../crowd/crowd.repository';
import { READ_FOLD_MAX_ENTRIES } from '../windowed-boards/windowed-boards.repository';
import { scoreWindowKey } from '../windowed-boards/windowed-boards.service';
import {
  countGroupMembers,
  countUserGroups,
  deleteMember,
  findDemoGroups,
  findGroup,
  findGroupByCode,
  findGroupCrowd,
  findGroupPicks,
  findMembers,
  findStandingsJson,
  findUserGroups,
  type GroupDbRow,
  insertGroup,
  insertMember,
  isMember,
  lockGroupMembers,
  lockUserMemberships,
  setInviteCode,
  standingsScore,
} from './groups.repository';

/** 72 random bits, URL-safe: an invite link cannot be guessed. */
export function newInviteCode(): string {
  return randomBytes(9).toString('base64url');
}

function summaryOf(row: GroupDbRow, viewerId: number): GroupSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    owner_username: row.owner_username,
    member_count: row.member_count,
    is_owner: row.owner_id === viewerId,
    joined_at: row.joined_at ? new Date(row.joined_at).toISOString() : null,
  };
}

type Market = CrowdShares['market'];

/**
 * Groups of friends (docs/game-rules.md#groups). Every read and change checks the caller here:
 * a group is visible only to its members (others get the same 404 as for a missing group), and
 * only its owner rotates the invite or removes members.
 */
export class GroupsService {
  constructor(private readonly deps: { db: Db; clock: Clock; testTools: boolean }) {}

  async list(userId: number): Promise<GroupSummary[]> {
    const rows = await findUserGroups(this.deps.db, userId);
    return rows.map((row) => summaryOf(row, userId));
  }

  /** The demo community's groups with their invite codes, open to any signed-in user. */
  async demoGroups(userId: number): Promise<DemoGroup[]> {
    const rows = await findDemoGroups(this.deps.db, userId);
    return rows.map((row) => ({ ...summaryOf(row, userId), invite_code: row.invite_code }));
  }

  async create(
    userId: number,
    body: { name: string; description: string | null },
  ): Promise<GroupDetail> {
    const now = this.deps.clock.now();
    const groupId = await this.deps.db.transaction(async (tx) => {
      await lockUserMemberships(tx, userId);
      if ((await countUserGroups(tx, userId)) >= GROUPS_PER_USER_MAX) {
        throw conflict(TOO_MANY_GROUPS_MESSAGE);
      }
      const id = await insertGroup(
        tx,
        { ...body, ownerId: userId, inviteCode: newInviteCode() },
        now,
      );
      await insertMember(tx, id, userId, now);
      return id;
    });
    return this.detail(groupId, userId);
  }

  /** The join page: what the link leads to, for a signed-in user who may not be a member yet. */
  async invite(code: string, userId: number): Promise<GroupSummary> {
    const row = await findGroupByCode(this.deps.db, code, userId);
    if (!row) throw notFound(INVITE_NOT_FOUND_MESSAGE);
    return summaryOf(row, userId);
  }

  /** Joins by invite code; joining again is a no-op. Limits are checked under locks. */
  async join(code: string, userId: number): Promise<GroupDetail> {
    const found = await findGroupByCode(this.deps.db, code, userId);
    if (!found) throw notFound(INVITE_NOT_FOUND_MESSAGE);
    if (found.joined_at) return this.detail(found.id, userId);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      await lockGroupMembers(tx, found.id);
      await lockUserMemberships(tx, userId);
      // Read again under the locks: the code may have been rotated, or the user removed it.
      const current = await findGroupByCode(tx, code, userId);
      if (!current) throw notFound(INVITE_NOT_FOUND_MESSAGE);
      if (current.joined_at) return;
      if ((await countGroupMembers(tx, current.id)) >= GROUP_MAX_MEMBERS) {
        throw conflict(GROUP_FULL_MESSAGE);
      }
      if ((await countUserGroups(tx, userId)) >= GROUPS_PER_USER_MAX) {
        throw conflict(TOO_MANY_GROUPS_MESSAGE);
      }
      await insertMember(tx, current.id, userId, now);
    });
    return this.detail(found.id, userId);
  }

  async detail(groupId: number, viewerId: number): Promise<GroupDetail> {
    const group = await this.#memberView(groupId, viewerId);
    const members = await findMembers(this.deps.db, groupId);
    return {
      ...summaryOf(group, viewerId),
      invite_code: group.owner_id === viewerId ? group.invite_code : null,
      members: members.map((member) => ({
        user_id: member.user_id,
        username: member.username,
        is_owner: member.user_id === group.owner_id,
        joined_at: new Date(member.joined_at).toISOString(),
      })),
    };
  }

  /**
   * The standings as the JSON text the route sends (decision 0215): the database builds it in the
   * contract's shape (`groupStandingsSchema`), so Node neither parses 500 rows nor serialises them.
   */
  async standings(
    groupId: number,
    viewerId: number,
    window: GroupWindow,
    sport: BoardSport,
  ): Promise<string> {
    // One call checks the membership, folds a bounded batch as the boards do (decision 0145; every
    // standing is kept by the windows' fold, decision 0175) and reads: one round trip with plans
    // the connection keeps (decision 0196). No row: not a member, the same 404 as a missing group.
    const score = standingsScore(
      window === 'joined'
        ? { joined: sport }
        : { key: scoreWindowKey(window, sport, this.deps.clock.now()) },
    );
    const answer = await findStandingsJson(this.deps.db, {
      groupId,
      viewerId,
      foldMax: READ_FOLD_MAX_ENTRIES,
      score,
    });
    if (answer === null) throw notFound(GROUP_NOT_FOUND_MESSAGE);
    return answer;
  }

  async picks(groupId: number, viewerId: number): Promise<GroupPick[]> {
    await this.#requireMember(groupId, viewerId);
    const rows = await findGroupPicks(this.deps.db, groupId, viewerId, this.deps.testTools);
    return rows.map((row) => ({
      ...row,
      sentiment_id: Number(row.sentiment_id),
      line: row.line === null ? null : Number(row.line),
      settled_at: new Date(row.settled_at).toISOString(),
    }));
  }

  async crowd(groupId: number, viewerId: number): Promise<GroupCrowdGame[]> {
    await this.#requireMember(groupId, viewerId);
    const { db, clock, testTools } = this.deps;
    const rows = await findGroupCrowd(db, groupId, clock.now(), testTools);
    const games = new Map<string, GroupCrowdGame>();
    for (const row of rows) {
      let game = games.get(row.event_id);
      if (!game) {
        game = {
          event_id: row.event_id,
          sport_key: row.sport_key,
          home_team: row.home_team,
          away_team: row.away_team,
          commence_time: new Date(row.commence_time).toISOString(),
          group: [],
          community: [],
        };
        games.set(row.event_id, game);
      }
      game.group.push(sharesOf(row));
    }
    // The community half is the crowd feature's stored crowd (decision 0129): one definition.
    const community = await findCrowds(db, [...games.keys()]);
    const order: Market[] = ['moneyline', 'spread', 'totals'];
    for (const row of community) {
      games.get(row.event_id)?.community.push({
        market: row.market,
        picks: row.picks,
        take: row.takes,
        pass: row.passes,
        draw: row.draws,
      });
    }
    for (const game of games.values()) {
      game.community.sort((a, b) => order.indexOf(a.market) - order.indexOf(b.market));
    }
    return [...games.values()];
  }

  async rotateInvite(groupId: number, viewerId: number): Promise<{ invite_code: string }> {
    await this.#ownerView(groupId, viewerId);
    const inviteCode = newInviteCode();
    await setInviteCode(this.deps.db, groupId, inviteCode);
    return { invite_code: inviteCode };
  }

  async removeMember(groupId: number, viewerId: number, userId: number): Promise<MessageResponse> {
    const group = await this.#ownerView(groupId, viewerId);
    if (userId === group.owner_id) throw conflict(OWNER_CANNOT_LEAVE_MESSAGE);
    const removed = await this.deps.db.transaction((tx) => deleteMember(tx, groupId, userId));
    if (!removed) {
      throw notFound('That user is not a member of this group.');
    }
    return { message: 'Member removed.' };
  }

  async leave(groupId: number, viewerId: number): Promise<MessageResponse> {
    const group = await this.#memberView(groupId, viewerId);
    if (viewerId === group.owner_id) throw conflict(OWNER_CANNOT_LEAVE_MESSAGE);
    await this.deps.db.transaction((tx) => deleteMember(tx, groupId, viewerId));
    return { message: 'You left the group.' };
  }

  /** Refuses a non-member as if the group were missing; reads only the membership's key. */
  async #requireMember(groupId: number, viewerId: number): Promise<void> {
    if (!(await isMember(this.deps.db, groupId, viewerId))) throw notFound(GROUP_NOT_FOUND_MESSAGE);
  }

  /** The group as a member sees it; a non-member cannot tell it from a missing group. */
  async #memberView(groupId: number, viewerId: number): Promise<GroupDbRow> {
    const group = await findGroup(this.deps.db, groupId, viewerId);
    if (!group?.joined_at) throw notFound(GROUP_NOT_FOUND_MESSAGE);
    return group;
  }

  async #ownerView(groupId: number, viewerId: number): Promise<GroupDbRow> {
    const group = await this.#memberView(groupId, viewerId);
    if (group.owner_id !== viewerId) throw forbidden(GROUP_OWNER_ONLY_MESSAGE);
    return group;
  }
}

function sharesOf(
  row: Pick<CrowdShares, 'market' | 'picks' | 'take' | 'pass' | 'draw'>,
): CrowdShares {
  return { market: row.market, picks: row.picks, take: row.take, pass: row.pass, draw: row.draw };
}
