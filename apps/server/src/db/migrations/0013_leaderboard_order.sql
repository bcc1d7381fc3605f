CREATE TABLE "leaderboard_order" (
	"user_id" integer NOT NULL,
	"ranking_score" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_order_idx" ON "leaderboard_order" USING btree ("ranking_score" DESC NULLS LAST,"created_at","user_id");--> statement-breakpoint
DROP INDEX "users_leaderboard_idx";--> statement-breakpoint
-- Hand-written (decision 0180): with no index on a balance left, a balance update can keep the
-- new row version on its page (heap-only, no index entry) when the page has room; pages filled
-- to half leave that room. Pages written before keep their layout until rewritten.
ALTER TABLE "users" SET (fillfactor = 50);
--> statement-breakpoint
-- Hand-written (decision 0180): leaderboard_order holds each user's place in the leaderboard's
-- order, kept by statement-level triggers on users like the histogram (decision 0113), so every
-- writer of users keeps it without knowing about it. A statement that moves no score (streaks,
-- tiers, stakes in confidence points, profile) writes nothing here.
CREATE FUNCTION "leaderboard_order_inserted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leaderboard_order (user_id, ranking_score, created_at)
  SELECT id, ranking_score, created_at FROM new_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Planned on every call (EXECUTE), not once per session: the same function moves one user's
-- score for a stake and tens of thousands for a settlement, and a plan cached from the first
-- would fit the other badly.
CREATE FUNCTION "leaderboard_order_updated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE '
    UPDATE leaderboard_order o
    SET ranking_score = n.ranking_score, created_at = n.created_at
    FROM old_rows p JOIN new_rows n ON n.id = p.id
    WHERE (n.ranking_score <> p.ranking_score OR n.created_at <> p.created_at)
      AND o.ranking_score = p.ranking_score AND o.created_at = p.created_at AND o.user_id = p.id';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "leaderboard_order_deleted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE '
    DELETE FROM leaderboard_order o USING old_rows p
    WHERE o.ranking_score = p.ranking_score AND o.created_at = p.created_at AND o.user_id = p.id';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_leaderboard_order_insert" AFTER INSERT ON "users"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_order_inserted"();
--> statement-breakpoint
CREATE TRIGGER "users_leaderboard_order_update" AFTER UPDATE ON "users"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_order_updated"();
--> statement-breakpoint
CREATE TRIGGER "users_leaderboard_order_delete" AFTER DELETE ON "users"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_order_deleted"();
--> statement-breakpoint
-- The users already registered (the triggers hold users' writers off until this commits).
INSERT INTO leaderboard_order (user_id, ranking_score, created_at)
SELECT id, ranking_score, created_at FROM users;
