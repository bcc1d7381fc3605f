CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"owner_id" integer NOT NULL,
	"invite_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_name_length" CHECK (char_length("groups"."name") between 1 and 60),
	CONSTRAINT "groups_description_length" CHECK (char_length("groups"."description") <= 500)
);
--> statement-breakpoint
CREATE TABLE "score_window_queue" (
	"ledger_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_windows" (
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"sport" text NOT NULL,
	"user_id" integer NOT NULL,
	"user_created_at" timestamp with time zone NOT NULL,
	"xp_points" integer DEFAULT 0 NOT NULL,
	"ip_points" integer DEFAULT 0 NOT NULL,
	"score" integer GENERATED ALWAYS AS (xp_points + ip_points) STORED NOT NULL,
	CONSTRAINT "score_windows_kind_period_start_sport_user_id_pk" PRIMARY KEY("kind","period_start","sport","user_id"),
	CONSTRAINT "score_windows_kind_known" CHECK ("score_windows"."kind" in ('week', 'month', 'season', 'all'))
);
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_invite_code_key" ON "groups" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "score_windows_board_idx" ON "score_windows" USING btree ("kind","period_start","sport","score" DESC NULLS LAST,"user_created_at","user_id");
--> statement-breakpoint
-- Hand-written (decision 0125): the start of a sport's season containing a time, in UTC.
-- Must match seasonStart in packages/contract/src/rules/windows.ts (a test compares them):
-- NFL seasons start on 1 August, every other sport's (and every-sport boards') on 1 January.
CREATE FUNCTION "score_window_season_start"(sport text, at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  select (date_trunc('year', (at at time zone 'UTC') - make_interval(months => m - 1))
          + make_interval(months => m - 1))::date
  from (select case sport when 'americanfootball_nfl' then 8 else 1 end as m) season
$$;
--> statement-breakpoint
-- Every ledger statement queues its XP and IP entries for the windows, in the same transaction
-- (decision 0125): one plain insert per entry, so settlement stays fast. Committed entries are
-- folded into score_windows by score_windows_fold() before any windowed board is read; a queue
-- row is visible only once its ledger entry has committed, so none is folded early or twice.
CREATE FUNCTION "score_windows_enqueue"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO score_window_queue (ledger_id)
  SELECT id FROM new_rows WHERE currency IN ('xp', 'ip');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Takes every queued entry no other fold holds, and adds them to their users' windows: per
-- period (week from Monday, month, season, all time) and per sport (the sentiment's event's
-- sport, and '*' for every sport). Entries without a sport (login rewards, grants) count only
-- towards every-sport windows. A user's entries are summed before they are spread over the
-- windows, and rows are upserted in key order, so two concurrent folds lock them in the same
-- order. Returns the number of window rows written.
CREATE FUNCTION "score_windows_fold"() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE written integer;
BEGIN
  WITH taken AS (
    DELETE FROM score_window_queue q
    WHERE q.ctid IN (SELECT ctid FROM score_window_queue FOR UPDATE SKIP LOCKED)
    RETURNING q.ledger_id
  )
  INSERT INTO score_windows (kind, period_start, sport, user_id, user_created_at, xp_points, ip_points)
  SELECT p.kind, p.period_start, s.sport, d.user_id, u.created_at, sum(d.xp)::int, sum(d.ip)::int
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
  ORDER BY p.kind, p.period_start, s.sport, d.user_id
  ON CONFLICT (kind, period_start, sport, user_id) DO UPDATE
    SET xp_points = score_windows.xp_points + excluded.xp_points,
        ip_points = score_windows.ip_points + excluded.ip_points;
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_score_windows" AFTER INSERT ON "ledger_entries"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "score_windows_enqueue"();
--> statement-breakpoint
-- Backfill the windows from the ledger already written (the trigger's query over every row).
INSERT INTO score_windows (kind, period_start, sport, user_id, user_created_at, xp_points, ip_points)
SELECT p.kind, p.period_start, s.sport, d.user_id, u.created_at, sum(d.xp)::int, sum(d.ip)::int
FROM (
  SELECT n.user_id, n.created_at, e.sport_key,
    CASE WHEN n.currency = 'xp' THEN n.amount ELSE 0 END AS xp,
    CASE WHEN n.currency = 'ip' THEN n.amount ELSE 0 END AS ip
  FROM ledger_entries n
  LEFT JOIN sentiments st ON st.id = n.sentiment_id
  LEFT JOIN events e ON e.id = st.event_id
  WHERE n.currency IN ('xp', 'ip')
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
GROUP BY p.kind, p.period_start, s.sport, d.user_id, u.created_at;
