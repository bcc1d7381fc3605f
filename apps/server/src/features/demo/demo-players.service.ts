import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db, Executor } from '../../db/database';
import { HttpError } from '../../errors';
import { Random } from '../../feeds/simulated/random';
import type { JobCounts } from '../../jobs/lifecycle-jobs';
import { insertUsers } from '../auth/auth.repository';
import { startAccounts } from '../auth/new-accounts';
import type { SentimentService } from '../sentiment/sentiment.service';
import {
  choosePicks,
  type DemoStyle,
  type DemoSubmission,
  styleOf,
  targetCrowd,
} from './demo-behaviour';
import { ensureDemoGroups } from './demo-groups';
import { demoIdentities } from './demo-names';
import {
  claimLease,
  countDemoPlayers,
  type DemoGame,
  type DemoPlayerRow,
  findDemoPickers,
  findDemoPlayers,
  findOpenSimulatedGames,
  findTakenIdentities,
  releaseLease,
  takeDemoPlayersLock,
} from './demo-players.repository';

/** The lease that lets one server at a time make the demo picks. */
export const DEMO_LEASE = 'demo-picks';
/** At most this many picks per run: the warm-up fills games quickly, never in one flood. */
export const MAX_PICKS_PER_RUN = 60;
/** No demo pick in the last half minute before a start, when a real user's pick could race it. */
const CLOSE_BEFORE_START_MS = 30_000;
/** How many upcoming games one run looks at, soonest first. */
const GAMES_PER_RUN = 200;

export const DEMO_PLAYER_BIO =
  'A simulated demo player: picks on its own so the demo has a crowd. It cannot log in.';

/** One player's picks on one game, chosen and waiting for their wave to be submitted. */
interface PlannedPicks {
  player: DemoPlayerRow;
  game: DemoGame;
  submissions: DemoSubmission[];
}

export interface DemoPlayersDeps {
  db: Db;
  clock: Clock;
  sentiments: Pick<SentimentService, 'submitMoneyline' | 'submitLine'>;
  logger: FastifyBaseLogger;
  /** How many demo players play: 0 turns the demo off. */
  players: number;
  seed: number;
  /** Lead time over which a game's demo crowd builds up (the sportsbook's listing window). */
  leadMs: number;
  /** How often the job runs; the lease outlives a few runs. */
  everyMs: number;
}

/**
 * The living demo (docs/game-rules.md#demo-players): creates the simulated players once,
 * then on each run lets some of them pick on the simulated sportsbook's games, through
 * the same sentiment service as everyone (stakes through the ledger, settled by the same
 * settler). One server at a time runs it, holding a lease in the database.
 */
export class DemoPlayers {
  readonly #holder = randomUUID();
  #playersReady = false;
  readonly #styles = new Map<string, DemoStyle>();
  #random: Random;

  constructor(private readonly deps: DemoPlayersDeps) {
    this.#random = Random.of(deps.seed, 'demo-picks', this.#holder);
  }

  get enabled(): boolean {
    return this.deps.players > 0;
  }

  async run(): Promise<JobCounts> {
    const counts = {
      players_created: 0,
      groups_created: 0,
      picks: 0,
      pickers: 0,
      refused: 0,
      not_leader: 0,
    };
    if (!this.enabled) return counts;
    const ttlSeconds = Math.max(30, Math.ceil((3 * this.deps.everyMs) / 1000));
    if (!(await claimLease(this.deps.db, DEMO_LEASE, this.#holder, ttlSeconds))) {
      counts.not_leader = 1;
      return counts;
    }
    const created = await this.ensureCommunity();
    counts.players_created = created.players;
    counts.groups_created = created.groups;
    Object.assign(counts, await this.#pick());
    return counts;
  }

  /** Lets another server take the demo over at once (called on a clean stop). */
  async release(): Promise<void> {
    if (this.enabled) await releaseLease(this.deps.db, DEMO_LEASE, this.#holder);
  }

  /**
   * Creates the missing demo players, up to the configured number; answers how many it
   * created. Idempotent, and safe on several servers: creation runs under an advisory
   * lock and counts the players already there. Accounts are made like a registration
   * (the signup grants through the ledger, the first trend point) but with no password.
   */
  async ensurePlayers(): Promise<number> {
    return (await this.ensureCommunity()).players;
  }

  /**
   * The players (ensurePlayers), then the demo groups (decision 0129), in one transaction under
   * the same advisory lock: created once, whatever the number of servers or runs.
   */
  async ensureCommunity(): Promise<{ players: number; groups: number }> {
    if (this.#playersReady) return { players: 0, groups: 0 };
    const { db, clock, players, seed } = this.deps;
    const created = await db.transaction(async (tx) => {
      await takeDemoPlayersLock(tx);
      const at = clock.now();
      const made = await this.#createMissingPlayers(tx, at);
      const roster = await findDemoPlayers(tx, players);
      return { players: made, groups: await ensureDemoGroups(tx, roster, seed, at) };
    });
    this.#playersReady = true;
    if (created.players > 0) {
      this.deps.logger.info({ created: created.players }, 'demo players created');
    }
    if (created.groups > 0)
      this.deps.logger.info({ created: created.groups }, 'demo groups created');
    return created;
  }

  async #createMissingPlayers(tx: Executor, at: Date): Promise<number> {
    const { players, seed } = this.deps;
    const missing = players - (await countDemoPlayers(tx));
    if (missing <= 0) return 0;
    const names = demoIdentities(seed);
    let made = 0;
    while (made < missing) {
      // Candidates in batches; names real users hold are skipped.
      const batch = Array.from({ length: missing - made + 20 }, () => names.next().value);
      const taken = await findTakenIdentities(
        tx,
        batch.map((identity) => identity.username),
        batch.map((identity) => identity.email),
      );
      const free = batch
        .filter(
          (identity) => !taken.has(identity.username.toLowerCase()) && !taken.has(identity.email),
        )
        .slice(0, missing - made);
      // One statement for each step, whatever the number of players (decision 0212).
      const created = await insertUsers(
        tx,
        free.map((identity) => ({
          ...identity,
          passwordHash: null,
          isSimulated: true,
          publicProfile: 1,
          bio: DEMO_PLAYER_BIO,
        })),
        at,
      );
      await startAccounts(
        tx,
        created.map((user) => user.id),
        at,
      );
      made += created.length;
    }
    return made;
  }

  /**
   * One run's picks. Every game has a target crowd for now (targetCrowd); games furthest
   * below theirs go first, one new picker per game per pass, until the run's budget is spent.
   */
  async #pick(): Promise<{ picks: number; pickers: number; refused: number }> {
    const { db, clock } = this.deps;
    const result = { picks: 0, pickers: 0, refused: 0 };
    const now = clock.now();
    const games = await findOpenSimulatedGames(
      db,
      new Date(now.getTime() + CLOSE_BEFORE_START_MS),
      GAMES_PER_RUN,
    );
    if (games.length === 0) return result;
    const roster = await findDemoPlayers(db, this.deps.players);
    if (roster.length === 0) return result;
    const pickers = await findDemoPickers(
      db,
      games.map((game) => game.id),
    );
    const wanting = games
      .map((game) => {
        const have = pickers.get(game.id) ?? new Set<number>();
        const target = targetCrowd({
          seed: this.deps.seed,
          eventId: game.id,
          sportKey: game.sport_key,
          players: roster.length,
          msToStart: game.commence_time.getTime() - now.getTime(),
          leadMs: this.deps.leadMs,
        });
        return { game, have, target };
      })
      .filter((entry) => entry.have.size < entry.target)
      .sort((a, b) => a.have.size / a.target - b.have.size / b.target);

    // Picks are chosen in the same order as one at a time, but submitted a wave at a time
    // (decision 0211): the players of a wave are all different, so their writes share a group
    // commit. Budget counts what is planned; a wave's refusals give theirs back when it settles.
    let budget = MAX_PICKS_PER_RUN;
    const wave: PlannedPicks[] = [];
    const settle = async () => {
      budget += await this.#submitWave(wave.splice(0), result);
    };
    for (;;) {
      if (budget <= 0) await settle();
      if (budget <= 0 || !wanting.some((entry) => entry.have.size < entry.target)) break;
      let progressed = false;
      for (const entry of wanting) {
        if (budget <= 0) await settle();
        if (budget <= 0) break;
        if (entry.have.size >= entry.target) continue;
        const player = this.#choosePlayer(roster, entry.have);
        if (!player) {
          entry.target = entry.have.size;
          continue;
        }
        // A player's next picks are chosen from the balances their last ones left.
        if (wave.some((planned) => planned.player === player)) await settle();
        entry.have.add(player.id);
        // Trimmed to what the budget has left, so a run never makes more than its 60.
        const submissions = choosePicks({
          game: entry.game,
          style: this.#style(player.username),
          balances: player,
          random: this.#random,
        }).slice(0, budget);
        wave.push({ player, game: entry.game, submissions });
        budget -= Math.max(1, submissions.length);
        progressed = true;
      }
      if (!progressed) break;
    }
    await settle();
    return result;
  }

  /** A player not yet on this game, the more active ones more often. */
  #choosePlayer(roster: DemoPlayerRow[], taken: Set<number>): DemoPlayerRow | null {
    const free = roster.filter((player) => !taken.has(player.id));
    if (free.length === 0) return null;
    const weights = free.map((player) => this.#style(player.username).activity);
    let roll = this.#random.next() * weights.reduce((sum, weight) => sum + weight, 0);
    for (const [index, player] of free.entries()) {
      roll -= weights[index] ?? 0;
      if (roll <= 0) return player;
    }
    return free[free.length - 1] ?? null;
  }

  #style(username: string): DemoStyle {
    let style = this.#styles.get(username);
    if (!style) {
      style = styleOf(this.deps.seed, username);
      this.#styles.set(username, style);
    }
    return style;
  }

  /**
   * Submits a wave's picks at once and adds them to the run's counts; answers the budget its
   * refusals give back. Every pick is settled before a failure (a 5xx) is thrown on.
   */
  async #submitWave(
    wave: PlannedPicks[],
    result: { picks: number; pickers: number; refused: number },
  ): Promise<number> {
    const outcomes = await Promise.allSettled(
      wave.map((planned) => this.#playerPicks(planned.player, planned.game, planned.submissions)),
    );
    let returned = 0;
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'rejected') throw outcome.reason;
      const made = outcome.value;
      result.picks += made.picks;
      result.refused += made.refused;
      if (made.picks > 0) result.pickers += 1;
      const planned = wave[index]?.submissions.length ?? 0;
      returned += Math.max(1, planned) - Math.max(1, made.picks);
    }
    return returned;
  }

  /** One player's picks on one game, in order; a refusal (a moved line, a start) is skipped. */
  async #playerPicks(
    player: DemoPlayerRow,
    game: DemoGame,
    submissions: DemoSubmission[],
  ): Promise<{ picks: number; refused: number }> {
    const made = { picks: 0, refused: 0 };
    for (const submission of submissions) {
      try {
        const answer =
          submission.market === 'moneyline'
            ? await this.deps.sentiments.submitMoneyline(player.id, submission.body)
            : await this.deps.sentiments.submitLine(player.id, submission.market, submission.body);
        player.confidence_points = answer.balances.confidence_points;
        player.ip_points = answer.balances.ip_points;
        made.picks += 1;
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        made.refused += 1;
        this.deps.logger.debug(
          { userId: player.id, eventId: game.id, reason: error.message },
          'demo pick refused',
        );
      }
    }
    return made;
  }
}
