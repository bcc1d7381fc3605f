CREATE TABLE "leaderboard_scores" (
	"score" integer NOT NULL,
	"users" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ranking_score" integer GENERATED ALWAYS AS (xp_points + ip_points) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "leaderboard_scores_score_idx" ON "leaderboard_scores" USING btree ("score" DESC NULLS LAST,"users");--> statement-breakpoint
CREATE INDEX "users_leaderboard_idx" ON "users" USING btree ("ranking_score" DESC NULLS LAST,"created_at","id");
--> statement-breakpoint
-- Hand-written (decision 0113): leaderboard_scores counts the users per ranking score. Each
-- statement that writes users appends one signed row per score it changed (registration, the
-- ledger's balance updates, stakes, settlement), computed from the statement's transition tables;
-- an update that leaves every score as it was appends nothing. Appending never touches a row
-- another transaction holds, so concurrent stakes, registrations and a settlement never queue on
-- a shared score.
CREATE FUNCTION "leaderboard_scores_inserted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leaderboard_scores (score, users)
  SELECT ranking_score, count(*)::int FROM new_rows GROUP BY 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "leaderboard_scores_updated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leaderboard_scores (score, users)
  SELECT score, sum(users)::int
  FROM (
    SELECT ranking_score AS score, 1 AS users FROM new_rows
    UNION ALL
    SELECT ranking_score, -1 FROM old_rows
  ) moved
  GROUP BY score
  HAVING sum(users) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "leaderboard_scores_deleted"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leaderboard_scores (score, users)
  SELECT ranking_score, -count(*)::int FROM old_rows GROUP BY 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Folds the rows of every score that has more than one (or sums to nobody) into one row per
-- score. Rows another fold is taking are skipped, never waited for; writers only append, so a
-- fold blocks no one. Returns the number of rows taken.
CREATE FUNCTION "leaderboard_scores_compact"() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE taken_rows integer;
BEGIN
  WITH taken AS (
    DELETE FROM leaderboard_scores s
    WHERE s.ctid IN (
      SELECT ctid FROM leaderboard_scores
      WHERE score IN (
        SELECT score FROM leaderboard_scores GROUP BY score
        HAVING count(*) > 1 OR sum(users) = 0
      )
      FOR UPDATE SKIP LOCKED
    )
    RETURNING s.score, s.users
  ),
  folded AS (
    INSERT INTO leaderboard_scores (score, users)
    SELECT score, sum(users)::int FROM taken GROUP BY score HAVING sum(users) <> 0
  )
  SELECT count(*)::int INTO taken_rows FROM taken;
  RETURN taken_rows;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_leaderboard_scores_insert" AFTER INSERT ON "users"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_scores_inserted"();
--> statement-breakpoint
CREATE TRIGGER "users_leaderboard_scores_update" AFTER UPDATE ON "users"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_scores_updated"();
--> statement-breakpoint
CREATE TRIGGER "users_leaderboard_scores_delete" AFTER DELETE ON "users"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_scores_deleted"();
--> statement-breakpoint
-- The users already registered (the triggers hold users' writers off until this commits).
INSERT INTO leaderboard_scores (score, users)
SELECT ranking_score, count(*)::int FROM users GROUP BY 1;
