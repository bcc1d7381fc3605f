CREATE TABLE "group_standings" (
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"sport" text NOT NULL,
	"user_id" integer NOT NULL,
	"xp_points" integer NOT NULL,
	"ip_points" integer NOT NULL,
	CONSTRAINT "group_standings_group_id_kind_period_start_sport_user_id_pk" PRIMARY KEY("group_id","kind","period_start","sport","user_id")
);
--> statement-breakpoint
-- Hand-written (decision 0175): the members' username, registration time and demo flag, copied
-- from users (they never change), so standings read no user row.
ALTER TABLE "group_members" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "user_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "is_demo" boolean;--> statement-breakpoint
UPDATE "group_members" m SET "username" = u."username", "user_created_at" = u."created_at",
  "is_demo" = u."is_simulated"
FROM "users" u WHERE u."id" = m."user_id";--> statement-breakpoint
ALTER TABLE "group_members" ALTER COLUMN "username" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "group_members" ALTER COLUMN "user_created_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "group_members" ALTER COLUMN "is_demo" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "group_standings" ADD CONSTRAINT "group_standings_group_id_user_id_group_members_group_id_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Hand-written (decision 0175): the fold also keeps group_standings, each member's copy of their
-- window rows in every group they are in, plus all time over every sport (their balances as
-- folded: every XP and IP entry, with or without a sport). Same deltas, same statement, so a
-- group's standings move with the boards. Joining, leaving and being removed take this fold's
-- lock shared (group_standings_lock_shared), so no fold runs while a membership changes: a member
-- copied at joining is never missed by a fold that did not see them, and a fold never writes the
-- rows of a membership just deleted.
DROP FUNCTION "score_windows_fold"(integer);
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
    SELECT p.kind, p.period_start, s.sport, d.user_id, u.created_at AS user_created_at,
      sum(d.xp)::int AS xp, sum(d.ip)::int AS ip
    FROM entries d
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
-- Hand-written (decision 0175): taken by every membership change, before it writes; see the fold.
CREATE FUNCTION "group_standings_lock_shared"() RETURNS void
LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock_shared(hashtextextended('score_windows_fold', 0))
$$;
--> statement-breakpoint
-- Hand-written (decision 0175): a new member's standings in a group, as the fold has left their
-- windows: a copy of each window row their XP and IP ledger entries were folded into (the keys
-- found as the fold finds them), and all time over every sport, their balances less what is still
-- queued. Run after group_standings_lock_shared(), so no fold is halfway. Returns the rows written.
CREATE FUNCTION "group_standings_add_member"(g integer, member integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE written integer;
BEGIN
  WITH keys AS (
    SELECT DISTINCT p.kind, p.period_start, s.sport
    FROM ledger_entries n
    LEFT JOIN sentiments st ON st.id = n.sentiment_id
    LEFT JOIN events e ON e.id = st.event_id
    CROSS JOIN LATERAL (VALUES (e.sport_key), ('*')) s(sport)
    CROSS JOIN LATERAL (VALUES
      ('week', date_trunc('week', n.created_at AT TIME ZONE 'UTC')::date),
      ('month', date_trunc('month', n.created_at AT TIME ZONE 'UTC')::date),
      ('season', score_window_season_start(s.sport, n.created_at)),
      ('all', date '1970-01-01')
    ) p(kind, period_start)
    WHERE n.user_id = member AND n.currency IN ('xp', 'ip')
      AND s.sport IS NOT NULL AND NOT (p.kind = 'all' AND s.sport = '*')
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
--> statement-breakpoint
-- Hand-written (decision 0175): gives the memberships without standings (those made before this
-- migration) a copy of their members' window rows, in one pass over score_windows, and all time
-- over every sport from their balances less what is still queued. Waits for any running fold and
-- keeps folds out until it commits. Returns the rows written.
CREATE FUNCTION "group_standings_backfill"() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE written integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('score_windows_fold', 0));
  WITH missing AS (
    SELECT m.group_id, m.user_id FROM group_members m
    WHERE NOT EXISTS (SELECT FROM group_standings s
                      WHERE s.group_id = m.group_id AND s.kind = 'all'
                        AND s.period_start = date '1970-01-01' AND s.sport = '*'
                        AND s.user_id = m.user_id)
  ),
  queued AS (
    SELECT l.user_id,
      coalesce(sum(l.amount) FILTER (WHERE l.currency = 'xp'), 0)::int AS xp,
      coalesce(sum(l.amount) FILTER (WHERE l.currency = 'ip'), 0)::int AS ip
    FROM score_window_queue q JOIN ledger_entries l ON l.id = q.ledger_id
    GROUP BY l.user_id
  )
  INSERT INTO group_standings (group_id, kind, period_start, sport, user_id, xp_points, ip_points)
  SELECT m.group_id, w.kind, w.period_start, w.sport, m.user_id, w.xp_points, w.ip_points
  FROM missing m JOIN score_windows w ON w.user_id = m.user_id
  UNION ALL
  SELECT m.group_id, 'all', date '1970-01-01', '*', m.user_id,
    u.xp_points - coalesce(q.xp, 0), u.ip_points - coalesce(q.ip, 0)
  FROM missing m JOIN users u ON u.id = m.user_id LEFT JOIN queued q ON q.user_id = m.user_id;
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END
$$;
--> statement-breakpoint
SELECT group_standings_backfill();
