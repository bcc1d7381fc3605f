CREATE TABLE "score_window_scores" (
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"sport" text NOT NULL,
	"score" integer NOT NULL,
	"users" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "ledger_entries_user_idx";--> statement-breakpoint
DROP INDEX "score_windows_board_idx";--> statement-breakpoint
CREATE INDEX "score_window_scores_key_idx" ON "score_window_scores" USING btree ("kind","period_start","sport","score" DESC NULLS LAST,"users");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","currency","created_at");--> statement-breakpoint
CREATE INDEX "score_windows_board_idx" ON "score_windows" USING btree ("kind","period_start","sport","score" DESC NULLS LAST,"user_created_at","user_id","xp_points");
--> statement-breakpoint
-- Hand-written (decision 0145): the fold now also keeps score_window_scores, the users per score
-- of every window, as signed rows appended from the upsert's own result (+1 at the new score,
-- -1 at the old one), so a windowed position is a sum over a few hundred scores, never a count
-- over the board. A reader's fold is bounded (max_entries) and never waits: it folds only when
-- no other fold is running (a try-lock), at most max_entries entries; the lifecycle's fold
-- (max_entries null) waits for its turn and takes everything queued.
DROP FUNCTION "score_windows_fold"();
--> statement-breakpoint
CREATE FUNCTION "score_windows_fold"(max_entries integer DEFAULT NULL) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE written integer;
BEGIN
  IF max_entries IS NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('score_windows_fold', 0));
  ELSIF NOT EXISTS (SELECT FROM score_window_queue)
     OR NOT pg_try_advisory_xact_lock(hashtextextended('score_windows_fold', 0)) THEN
    -- A reader with nothing queued pays one look at the queue and plans nothing more.
    RETURN 0;
  END IF;
  WITH taken AS (
    DELETE FROM score_window_queue q
    WHERE q.ctid IN (SELECT ctid FROM score_window_queue LIMIT max_entries FOR UPDATE SKIP LOCKED)
    RETURNING q.ledger_id
  ),
  deltas AS (
    SELECT p.kind, p.period_start, s.sport, d.user_id, u.created_at AS user_created_at,
      sum(d.xp)::int AS xp, sum(d.ip)::int AS ip
    FROM (
      SELECT n.user_id, n.created_at, e.sport_key,
        coalesce(sum(n.amount) FILTER (WHERE n.currency = 'xp'), 0) AS xp,
        coalesce(sum(n.amount) FILTER (WHERE n.currency = 'ip'), 0) AS ip
      FROM taken t
      JOIN ledger_entries n ON n.id = t.ledger_id
      LEFT JOIN sentiments st ON st.id = n.sentiment_id
      LEFT JOIN events e ON e.id = st.event_id
      GROUP BY n.user_id, n.created_at, e.sport_key
    ) d
    JOIN users u ON u.id = d.user_id
    CROSS JOIN LATERAL (VALUES (d.sport_key), ('*')) s(sport)
    CROSS JOIN LATERAL (VALUES
      ('week', date_trunc('week', d.created_at AT TIME ZONE 'UTC')::date),
      ('month', date_trunc('month', d.created_at AT TIME ZONE 'UTC')::date),
      ('season', score_window_season_start(s.sport, d.created_at)),
      ('all', date '1970-01-01')
    ) p(kind, period_start)
    WHERE s.sport IS NOT NULL AND NOT (p.kind = 'all' AND s.sport = '*')
    GROUP BY p.kind, p.period_start, s.sport, d.user_id, u.created_at
  ),
  upserted AS (
    INSERT INTO score_windows (kind, period_start, sport, user_id, user_created_at, xp_points, ip_points)
    SELECT kind, period_start, sport, user_id, user_created_at, xp, ip FROM deltas
    ORDER BY kind, period_start, sport, user_id
    ON CONFLICT (kind, period_start, sport, user_id) DO UPDATE
      SET xp_points = score_windows.xp_points + excluded.xp_points,
          ip_points = score_windows.ip_points + excluded.ip_points
    RETURNING kind, period_start, sport, user_id, score, (xmax = 0) AS inserted
  ),
  counted AS (
    INSERT INTO score_window_scores (kind, period_start, sport, score, users)
    SELECT kind, period_start, sport, score, sum(users)::int
    FROM (
      SELECT kind, period_start, sport, score, 1 AS users FROM upserted
      UNION ALL
      SELECT w.kind, w.period_start, w.sport, w.score - d.xp - d.ip, -1
      FROM upserted w JOIN deltas d USING (kind, period_start, sport, user_id)
      WHERE NOT w.inserted
    ) moved
    GROUP BY kind, period_start, sport, score
    HAVING sum(users) <> 0
  )
  SELECT count(*)::int INTO written FROM upserted;
  RETURN written;
END
$$;
--> statement-breakpoint
-- Folds the rows of every (window, score) that has more than one (or sums to nobody) into one row.
-- Rows another compaction is taking are skipped, never waited for; folds only append, so this
-- blocks no one. Returns the number of rows taken.
CREATE FUNCTION "score_window_scores_compact"() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE taken_rows integer;
BEGIN
  WITH taken AS (
    DELETE FROM score_window_scores s
    WHERE s.ctid IN (
      SELECT ctid FROM score_window_scores
      WHERE (kind, period_start, sport, score) IN (
        SELECT kind, period_start, sport, score FROM score_window_scores
        GROUP BY kind, period_start, sport, score
        HAVING count(*) > 1 OR sum(users) = 0
      )
      FOR UPDATE SKIP LOCKED
    )
    RETURNING s.kind, s.period_start, s.sport, s.score, s.users
  ),
  folded AS (
    INSERT INTO score_window_scores (kind, period_start, sport, score, users)
    SELECT kind, period_start, sport, score, sum(users)::int FROM taken
    GROUP BY kind, period_start, sport, score HAVING sum(users) <> 0
  )
  SELECT count(*)::int INTO taken_rows FROM taken;
  RETURN taken_rows;
END
$$;
--> statement-breakpoint
-- The windows already folded.
INSERT INTO score_window_scores (kind, period_start, sport, score, users)
SELECT kind, period_start, sport, score, count(*)::int FROM score_windows
GROUP BY kind, period_start, sport, score;
