import {
  PROFILE_NOT_FOUND_MESSAGE,
  type Profile,
  type ProfilePatchBody,
  type PublicProfile,
  rankProgress,
  type StreakHistoryEntry,
} from '@takeline/contract';
import { addDays, type Clock, utcDay } from '../../clock';
import type { Db } from '../../db/database';
import { notFound, unauthorized } from '../../errors';
import { findProfileRow, findStreakHistory, updateProfileRow } from './profile.repository';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

export class ProfileService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async getOwnProfile(userId: number): Promise<Profile> {
    const row = await findProfileRow(this.deps.db, userId);
    // A valid token for a user that no longer exists.
    if (!row) throw unauthorized('Your account no longer exists. Log in again.');
    return this.#toProfile(row);
  }

  async updateOwnProfile(userId: number, body: ProfilePatchBody): Promise<Profile> {
    await updateProfileRow(this.deps.db, userId, {
      ...(body.bio !== undefined ? { bio: body.bio } : {}),
      ...(body.public_profile !== undefined ? { publicProfile: body.public_profile } : {}),
    });
    return this.getOwnProfile(userId);
  }

  /** Another user's profile: only when public. Your own is always visible. */
  async getPublicProfile(userId: number, viewerId: number | null): Promise<PublicProfile> {
    const row = await this.visibleProfileRow(userId, viewerId);
    return {
      user_id: row.id,
      username: row.username,
      bio: row.bio,
      rank_tier: rankProgress(row.xpPoints).rank_tier,
      xp_points: row.xpPoints,
      ip_points: row.ipPoints,
      created_at: row.createdAt.toISOString(),
      is_demo: row.isSimulated,
    };
  }

  async getStreakHistory(userId: number, viewerId: number | null): Promise<StreakHistoryEntry[]> {
    await this.visibleProfileRow(userId, viewerId);
    const rows = await findStreakHistory(this.deps.db, userId);
    return rows.map((row) => ({
      awarded_at: new Date(row.awarded_at).toISOString(),
      streak_value: row.streak_value,
    }));
  }

  /** The profile row when the viewer may see it; 404 with the private message otherwise. */
  async visibleProfileRow(userId: number, viewerId: number | null): Promise<ProfileRow> {
    const row = await findProfileRow(this.deps.db, userId);
    if (!row || (row.publicProfile !== 1 && row.id !== viewerId)) {
      throw notFound(PROFILE_NOT_FOUND_MESSAGE);
    }
    return row;
  }

  #toProfile(row: ProfileRow): Profile {
    const today = utcDay(this.deps.clock.now());
    // The streak is only current if its last day is today or yesterday.
    const streakAlive = row.lastLoginDay === today || row.lastLoginDay === addDays(today, -1);
    return {
      id: row.id,
      username: row.username,
      bio: row.bio,
      created_at: row.createdAt.toISOString(),
      xp_points: row.xpPoints,
      ip_points: row.ipPoints,
      confidence_points: row.confidencePoints,
      ...rankProgress(row.xpPoints),
      public_profile: row.publicProfile === 1 ? 1 : 0,
      is_admin: row.isAdmin,
      login_streak: streakAlive ? row.loginStreak : 0,
    };
  }
}
