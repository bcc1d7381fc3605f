import {
  PICK_NOT_FOUND_MESSAGE,
  PICK_NOT_SETTLED_MESSAGE,
  pickInWords,
  type SharedPick,
} from '@takeline/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { findPickRow, type PickRow, setPickShared } from './share.repository';

/** A settled pick whose page anyone may open: shared by its owner, or of a public profile. */
export function isPublicPick(row: PickRow): row is PickRow & { settledAt: Date } {
  return row.settledAt !== null && (row.sharedAt !== null || row.publicProfile === 1);
}

export const pickPagePath = (pickId: number) => `/pick/${pickId}`;
export const pickCardPath = (pickId: number) => `/api/picks/${pickId}/card.png`;

/**
 * Who sees a pick (docs/screens.md#shared-pick): anyone once it is settled and public; its
 * owner once it is settled (to preview and share it); nobody else. A pick others may not see
 * is a 404, the same as a missing one, so its existence does not leak.
 */
export class ShareService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async getPick(pickId: number, viewerId: number | null): Promise<SharedPick> {
    const row = await this.#pickFor(pickId, viewerId);
    return toSharedPick(row, viewerId);
  }

  async sharePick(pickId: number, userId: number, shared: boolean): Promise<SharedPick> {
    const row = await this.#pickFor(pickId, userId);
    if (row.userId !== userId) throw notFound(PICK_NOT_FOUND_MESSAGE);
    // Sharing again keeps the first time it was shared.
    const sharedAt = shared ? (row.sharedAt ?? this.deps.clock.now()) : null;
    await setPickShared(this.deps.db, pickId, sharedAt);
    return toSharedPick({ ...row, sharedAt }, userId);
  }

  /** The pick when anyone may see it, else null: for the card and the page's meta tags. */
  async publicPick(pickId: number): Promise<(PickRow & { settledAt: Date }) | null> {
    const row = await findPickRow(this.deps.db, pickId);
    return row && isPublicPick(row) ? row : null;
  }

  async #pickFor(pickId: number, viewerId: number | null): Promise<PickRow & { settledAt: Date }> {
    const row = await findPickRow(this.deps.db, pickId);
    const isOwner = row !== undefined && row.userId === viewerId;
    if (!row || (!isOwner && !isPublicPick(row))) throw notFound(PICK_NOT_FOUND_MESSAGE);
    if (row.settledAt === null) throw conflict(PICK_NOT_SETTLED_MESSAGE);
    return row as PickRow & { settledAt: Date };
  }
}

export function toSharedPick(
  row: PickRow & { settledAt: Date },
  viewerId: number | null,
): SharedPick {
  const line = row.customValue ?? row.defaultValue;
  return {
    id: row.id,
    user_id: row.userId,
    username: row.username,
    event_id: row.eventId,
    sport_key: row.sportKey,
    sport_title: row.sportTitle,
    home_team: row.homeTeam,
    away_team: row.awayTeam,
    home_team_score: row.homeScore,
    away_team_score: row.awayScore,
    commence_time: row.commenceTime.toISOString(),
    market: row.market,
    selection_type: row.selectionType,
    selection_value: row.selectionValue,
    line: row.market === 'moneyline' ? null : line,
    is_custom: row.isCustom,
    price: row.price,
    outcome: row.outcome,
    xp_points: row.xpPoints,
    ip_points: row.ipPoints,
    settled_at: row.settledAt.toISOString(),
    pick_words: pickInWords({
      market: row.market,
      selection_type: row.selectionType,
      selection_value: row.selectionValue,
      line: row.market === 'moneyline' ? null : line,
      is_custom: row.isCustom,
      home_team: row.homeTeam,
      away_team: row.awayTeam,
    }),
    shared: row.sharedAt !== null,
    is_public: isPublicPick(row),
    is_owner: row.userId === viewerId,
    page_path: pickPagePath(row.id),
    card_path: pickCardPath(row.id),
  };
}
