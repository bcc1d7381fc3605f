CREATE TABLE "event_crowd" (
	"event_id" text NOT NULL,
	"market" text NOT NULL,
	"picks" integer NOT NULL,
	"takes" integer NOT NULL,
	"passes" integer NOT NULL,
	"draws" integer NOT NULL,
	"crowd_line" numeric(6, 1),
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_crowd_event_id_market_pk" PRIMARY KEY("event_id","market")
);
--> statement-breakpoint
CREATE TABLE "line_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"market" text NOT NULL,
	"source" text NOT NULL,
	"line" numeric(6, 1),
	"home_price" integer,
	"away_price" integer,
	"draw_price" integer,
	"over_price" integer,
	"under_price" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	"minute" timestamp with time zone,
	CONSTRAINT "line_history_source_known" CHECK ("line_history"."source" in ('book', 'crowd'))
);
--> statement-breakpoint
CREATE TABLE "stream_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sentiments" ADD COLUMN "holder_ip_bonus" numeric(3, 2) DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "line_history_event_idx" ON "line_history" USING btree ("event_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "line_history_crowd_minute_key" ON "line_history" USING btree ("event_id","market","minute") WHERE "line_history"."source" = 'crowd';--> statement-breakpoint
CREATE INDEX "stream_outbox_created_idx" ON "stream_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stream_tickets_expires_idx" ON "stream_tickets" USING btree ("expires_at");--> statement-breakpoint
-- Hand-written below (docs/architecture.md#live-push, docs/game-rules.md#9-the-crowd).
-- Picks made before this migration weigh with their holder's tier now (the tier then is unknown).
UPDATE "sentiments" s SET "holder_ip_bonus" = CASE u."rank_tier"
    WHEN 'Legend' THEN 2.0 WHEN 'Expert' THEN 1.75 WHEN 'Pro' THEN 1.5
    WHEN 'Sharp' THEN 1.25 WHEN 'Regular' THEN 1.1 ELSE 1.0 END
  FROM "users" u WHERE u."id" = s."user_id";
--> statement-breakpoint
-- The crowd of every market that already has picks (the same weighted median as crowd.repository.ts).
INSERT INTO "event_crowd" ("event_id", "market", "picks", "takes", "passes", "draws", "crowd_line", "updated_at")
WITH picks AS (
  SELECT "event_id", "market", "selection_type", "created_at",
    coalesce("custom_value", "default_value") AS c,
    greatest(1, "confidence_points_staked" + "staked_ip") * "holder_ip_bonus" AS w
  FROM "sentiments"
), running AS (
  SELECT "event_id", "market", c,
    sum(w) OVER (PARTITION BY "event_id", "market" ORDER BY c ROWS UNBOUNDED PRECEDING) AS run,
    sum(w) OVER (PARTITION BY "event_id", "market") AS total
  FROM picks WHERE c IS NOT NULL AND "market" <> 'moneyline'
), medians AS (
  SELECT "event_id", "market", round(min(c) * 2) / 2 AS crowd_line
  FROM running WHERE run * 2 >= total GROUP BY "event_id", "market"
)
SELECT p."event_id", p."market", count(*)::int,
  (count(*) FILTER (WHERE p."selection_type" = 'Take'))::int,
  (count(*) FILTER (WHERE p."selection_type" = 'Pass'))::int,
  (count(*) FILTER (WHERE p."selection_type" = 'Draw'))::int,
  min(m.crowd_line), max(p."created_at")
FROM picks p LEFT JOIN medians m USING ("event_id", "market")
GROUP BY p."event_id", p."market";
--> statement-breakpoint
-- Every outbox insert wakes the stream hubs of every server (delivered at commit).
CREATE FUNCTION "stream_outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('takeline_stream', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stream_outbox_notify" AFTER INSERT ON "stream_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION "stream_outbox_notify"();
--> statement-breakpoint
-- Every change of an event, whoever makes it (feed jobs, test tools, any server), becomes stream
-- events in the same transaction; a changed book market of an upcoming event is also a point of
-- its line history.
CREATE FUNCTION "events_live_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  is_update boolean := TG_OP = 'UPDATE';
  at timestamptz := coalesce(NEW."lines_updated_at", clock_timestamp());
  h2h_moved boolean;
  spread_moved boolean;
  totals_moved boolean;
BEGIN
  IF is_update AND NEW."status" IS DISTINCT FROM OLD."status" THEN
    INSERT INTO "stream_outbox" ("type", "payload") VALUES ('status', jsonb_build_object(
      'event_id', NEW."id", 'sport_key', NEW."sport_key", 'status', NEW."status",
      'previous_status', OLD."status", 'home_team_score', NEW."home_team_score",
      'away_team_score', NEW."away_team_score"));
  ELSIF is_update AND (NEW."home_team_score", NEW."away_team_score")
      IS DISTINCT FROM (OLD."home_team_score", OLD."away_team_score") THEN
    INSERT INTO "stream_outbox" ("type", "payload") VALUES ('score', jsonb_build_object(
      'event_id', NEW."id", 'sport_key', NEW."sport_key", 'status', NEW."status",
      'home_team_score', NEW."home_team_score", 'away_team_score', NEW."away_team_score"));
  END IF;

  IF NEW."status" <> 'upcoming' THEN RETURN NULL; END IF;
  IF is_update THEN
    h2h_moved := (NEW."h2h_home_team_value", NEW."h2h_away_team_value", NEW."h2h_draw_value")
      IS DISTINCT FROM (OLD."h2h_home_team_value", OLD."h2h_away_team_value", OLD."h2h_draw_value");
    spread_moved := (NEW."spreads_home_team_value", NEW."spreads_home_team_point",
        NEW."spreads_away_team_value", NEW."spreads_away_team_point")
      IS DISTINCT FROM (OLD."spreads_home_team_value", OLD."spreads_home_team_point",
        OLD."spreads_away_team_value", OLD."spreads_away_team_point");
    totals_moved := (NEW."totals_over_value", NEW."totals_over_point",
        NEW."totals_under_value", NEW."totals_under_point")
      IS DISTINCT FROM (OLD."totals_over_value", OLD."totals_over_point",
        OLD."totals_under_value", OLD."totals_under_point");
  ELSE
    h2h_moved := NEW."h2h_home_team_value" IS NOT NULL OR NEW."h2h_away_team_value" IS NOT NULL;
    spread_moved := NEW."spreads_home_team_point" IS NOT NULL OR NEW."spreads_away_team_point" IS NOT NULL;
    totals_moved := NEW."totals_over_point" IS NOT NULL OR NEW."totals_under_point" IS NOT NULL;
  END IF;

  IF h2h_moved THEN
    INSERT INTO "line_history" ("event_id", "market", "source", "line", "home_price", "away_price", "draw_price", "recorded_at")
    VALUES (NEW."id", 'moneyline', 'book', NULL, NEW."h2h_home_team_value", NEW."h2h_away_team_value", NEW."h2h_draw_value", at);
  END IF;
  IF spread_moved THEN
    INSERT INTO "line_history" ("event_id", "market", "source", "line", "home_price", "away_price", "recorded_at")
    VALUES (NEW."id", 'spread', 'book',
      CASE WHEN NEW."spreads_away_team_point" < NEW."spreads_home_team_point"
        THEN NEW."spreads_away_team_point"
        WHEN NEW."spreads_away_team_point" IS NOT NULL THEN NEW."spreads_home_team_point" END,
      NEW."spreads_home_team_value", NEW."spreads_away_team_value", at);
  END IF;
  IF totals_moved THEN
    INSERT INTO "line_history" ("event_id", "market", "source", "line", "over_price", "under_price", "recorded_at")
    VALUES (NEW."id", 'totals', 'book', NEW."totals_over_point", NEW."totals_over_value", NEW."totals_under_value", at);
  END IF;
  IF is_update AND (h2h_moved OR spread_moved OR totals_moved
      OR NEW."commence_time" IS DISTINCT FROM OLD."commence_time") THEN
    INSERT INTO "stream_outbox" ("type", "payload") VALUES ('line', jsonb_build_object(
      'event_id', NEW."id", 'sport_key', NEW."sport_key", 'commence_time',
      to_char(NEW."commence_time" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'at', to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'line', jsonb_build_object(
        'h2h_home_team_value', NEW."h2h_home_team_value", 'h2h_away_team_value', NEW."h2h_away_team_value",
        'h2h_draw_value', NEW."h2h_draw_value",
        'spreads_home_team_value', NEW."spreads_home_team_value", 'spreads_home_team_point', NEW."spreads_home_team_point",
        'spreads_away_team_value', NEW."spreads_away_team_value", 'spreads_away_team_point', NEW."spreads_away_team_point",
        'totals_over_value', NEW."totals_over_value", 'totals_over_point', NEW."totals_over_point",
        'totals_under_value', NEW."totals_under_value", 'totals_under_point', NEW."totals_under_point")));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_live_changes" AFTER INSERT OR UPDATE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "events_live_changes"();
