-- Hand-written (decision 0196): a group's standings in one call, for one round trip and plans
-- the session keeps. A standings read used to be three statements from Node, each a round trip
-- and each planned again (the read alone about 0.5-1.4 ms of planning): the viewer's membership,
-- the reader's bounded fold (decision 0145), then the read. Here the same three run in order in
-- one function: PL/pgSQL prepares each statement once per connection, and each statement takes a
-- new snapshot, so the read sees what the fold just wrote.
--
-- No row means the viewer is not a member (or the group does not exist): a member always reads
-- at least their own row, since every member has an all-time, every-sport standings row (decision
-- 0175). The caller names the row "now" (the window's, or for since joining the all-time one of
-- the league or of every sport) and, since joining, the sport of the stored join score to take
-- off it (decision 0155; null otherwise).
--
-- Members ranked as the leaderboard orders (docs/game-rules.md#leaderboard-order): score, then
-- the earlier registration, then the id; competition positions. Every row read is in one range of
-- a key that starts with the group (decision 0175): the members, their all-time every-sport
-- standings (every member has one; the rank tier's XP), the "now" row and the join score, all in
-- user order; at most 500 rows are sorted.
CREATE FUNCTION "group_standings_read"(
  viewer integer, g integer, fold_max integer,
  now_kind text, now_period date, now_sport text, joined_sport text
) RETURNS TABLE (
  "position" integer, user_id integer, username text, xp_points integer, ip_points integer,
  ranking_score integer, total_xp integer, is_demo boolean
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  IF NOT EXISTS (SELECT FROM group_members v WHERE v.group_id = g AND v.user_id = viewer) THEN
    RETURN;
  END IF;
  PERFORM score_windows_fold(fold_max);
  RETURN QUERY
  SELECT (rank() OVER (ORDER BY s.xp + s.ip DESC))::int, m.user_id, m.username, s.xp, s.ip,
    s.xp + s.ip, t.xp_points, m.is_demo
  FROM group_members m
  JOIN group_standings t ON t.group_id = m.group_id AND t.kind = 'all'
    AND t.period_start = date '1970-01-01' AND t.sport = '*' AND t.user_id = m.user_id
  LEFT JOIN group_standings w ON w.group_id = m.group_id AND w.kind = now_kind
    AND w.period_start = now_period AND w.sport = now_sport AND w.user_id = m.user_id
  LEFT JOIN group_join_scores j ON j.group_id = m.group_id AND j.sport = joined_sport
    AND j.user_id = m.user_id
  CROSS JOIN LATERAL (
    SELECT (coalesce(w.xp_points, 0) - coalesce(j.xp_points, 0))::int AS xp,
      (coalesce(w.ip_points, 0) - coalesce(j.ip_points, 0))::int AS ip
  ) s
  WHERE m.group_id = g
  ORDER BY s.xp + s.ip DESC, m.user_created_at ASC, m.user_id ASC;
END
$$;

--> statement-breakpoint
-- Hand-written (decision 0197): the windows a ledger entry counts in, in one place. The fold and
-- a new member's copy (migration 0012) each spelled out this mapping; both now read it here.
-- An entry of a league counts in that league's week, month, season and all time, and in every
-- sport's week, month and season (all time over every sport is the balance, not a window); an
-- entry without a league (a grant) only in every sport's. A single SELECT, IMMUTABLE: PostgreSQL
-- inlines it into the fold's statement, so the fold's plan is what it was.
CREATE FUNCTION "score_window_periods"(league text, at timestamptz)
RETURNS TABLE (kind text, period_start date, sport text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT p.kind, p.period_start, s.sport
  FROM (VALUES (league), ('*')) s(sport)
  CROSS JOIN LATERAL (VALUES
    ('week', date_trunc('week', at AT TIME ZONE 'UTC')::date),
    ('month', date_trunc('month', at AT TIME ZONE 'UTC')::date),
    ('season', score_window_season_start(s.sport, at)),
    ('all', date '1970-01-01')
  ) p(kind, period_start)
  WHERE s.sport IS NOT NULL AND NOT (p.kind = 'all' AND s.sport = '*')
$$;
--> statement-breakpoint
-- Hand-written (decision 0197): the fold of migration 0012, its windows from score_window_periods.
CREATE OR REPLACE FUNCTION "score_windows_fold"(max_entries integer DEFAULT NULL) RETURNS integer
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
  entries AS (
    SELECT n.user_id, n.created_at, e.sport_key,
      coalesce(sum(n.amount) FILTER (WHERE n.currency = 'xp'), 0) AS xp,
      coalesce(sum(n.amount) FILTER (WHERE n.currency = 'ip'), 0) AS ip
    FROM taken t
    JOIN ledger_entries n ON n.id = t.ledger_id
    LEFT JOIN sentiments st ON st.id = n.sentiment_id
    LEFT JOIN events e ON e.id = st.event_id
    GROUP BY n.user_id, n.created_at, e.sport_key
  ),
  deltas AS (
    SELECT p.kind, p.period_start, p.sport, d.user_id, u.created_at AS user_created_at,
      sum(d.xp)::int AS xp, sum(d.ip)::int AS ip
    FROM entries d
    JOIN users u ON u.id = d.user_id
    CROSS JOIN LATERAL score_window_periods(d.sport_key, d.created_at) p
    GROUP BY p.kind, p.period_start, p.sport, d.user_id, u.created_at
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
  ),
  members AS (
    -- Only the users in a group: most of a settlement's winners are in none.
    SELECT DISTINCT m.user_id FROM group_members m
    WHERE m.user_id IN (SELECT user_id FROM entries)
  ),
  member_deltas AS (
    SELECT d.kind, d.period_start, d.sport, d.user_id, d.xp, d.ip FROM deltas d
    WHERE d.user_id IN (SELECT user_id FROM members)
    UNION ALL
    SELECT 'all', date '1970-01-01', '*', d.user_id, sum(d.xp)::int, sum(d.ip)::int FROM entries d
    WHERE d.user_id IN (SELECT user_id FROM members)
    GROUP BY d.user_id
  ),
  grouped AS (
    INSERT INTO group_standings (group_id, kind, period_start, sport, user_id, xp_points, ip_points)
    SELECT m.group_id, d.kind, d.period_start, d.sport, d.user_id, d.xp, d.ip
    FROM member_deltas d JOIN group_members m ON m.user_id = d.user_id
    ORDER BY m.group_id, d.kind, d.period_start, d.sport, d.user_id
    ON CONFLICT (group_id, kind, period_start, sport, user_id) DO UPDATE
      SET xp_points = group_standings.xp_points + excluded.xp_points,
          ip_points = group_standings.ip_points + excluded.ip_points
  )
  SELECT count(*)::int INTO written FROM upserted;
  RETURN written;
END
$$;
--> statement-breakpoint
-- Hand-written (decision 0197): a new member's copy of migration 0012, its windows from
-- score_window_periods.
CREATE OR REPLACE FUNCTION "group_standings_add_member"(g integer, member integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE written integer;
BEGIN
  WITH keys AS (
    SELECT DISTINCT p.kind, p.period_start, p.sport
    FROM ledger_entries n
    LEFT JOIN sentiments st ON st.id = n.sentiment_id
    LEFT JOIN events e ON e.id = st.event_id
    CROSS JOIN LATERAL score_window_periods(e.sport_key, n.created_at) p
    WHERE n.user_id = member AND n.currency IN ('xp', 'ip')
  ),
  queued AS (
    SELECT coalesce(sum(l.amount) FILTER (WHERE l.currency = 'xp'), 0)::int AS xp,
      coalesce(sum(l.amount) FILTER (WHERE l.currency = 'ip'), 0)::int AS ip
    FROM score_window_queue q JOIN ledger_entries l ON l.id = q.ledger_id
    WHERE l.user_id = member
  )
  INSERT INTO group_standings (group_id, kind, period_start, sport, user_id, xp_points, ip_points)
  SELECT g, w.kind, w.period_start, w.sport, member, w.xp_points, w.ip_points
  FROM keys k
  JOIN score_windows w ON w.kind = k.kind AND w.period_start = k.period_start
    AND w.sport = k.sport AND w.user_id = member
  UNION ALL
  SELECT g, 'all', date '1970-01-01', '*', member, u.xp_points - q.xp, u.ip_points - q.ip
  FROM users u CROSS JOIN queued q
  WHERE u.id = member;
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END
$$;
