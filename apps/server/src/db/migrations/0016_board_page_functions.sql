-- Hand-written (decision 0218): a windowed board's page in one call, as decision 0196 did for a
-- group's standings: the reader's bounded fold (decision 0145), then the page. PL/pgSQL prepares
-- each statement once per connection (and PGlite's one session), so a read no longer plans the
-- page's statement every time, and the fold is no longer a round trip of its own. Each statement
-- takes a new snapshot, so the page sees what the fold just wrote. `fold_max` 0 reads without
-- folding.
--
-- The page is decision 0145's, unchanged: the window's score counts, summed from the top score
-- down only until they pass the offset, name the score the page starts at and how many users are
-- above it; `score_windows_board_idx` is read from there (index only, skipping only inside that
-- score's tie group; the index carries the XP, and IP is the score less it), and the positions of
-- the page's other scores add the counts of the few scores the page spans. The rows come out in
-- the leaderboard's order (docs/game-rules.md#leaderboard-order); the caller names the rank tier
-- from `total_xp`, the user's all-time XP.
CREATE FUNCTION "windowed_page"(
  w_kind text, w_period date, w_sport text, page_limit integer, page_offset integer,
  fold_max integer
) RETURNS TABLE (
  "position" integer, user_id integer, username text, xp_points integer, ip_points integer,
  ranking_score integer, total_xp integer, is_demo boolean
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  IF fold_max > 0 THEN
    PERFORM score_windows_fold(fold_max);
  END IF;
  RETURN QUERY
  WITH start AS (
    SELECT r.score, r.above FROM (
      SELECT c.score, c.users,
        coalesce(sum(c.users) OVER (ORDER BY c.score DESC NULLS LAST
          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::int AS above
      FROM (
        SELECT s.score, sum(s.users)::int AS users FROM score_window_scores s
        WHERE s.kind = w_kind AND s.period_start = w_period AND s.sport = w_sport
        GROUP BY s.score HAVING sum(s.users) > 0
        ORDER BY s.score DESC NULLS LAST
      ) c
    ) r
    WHERE r.above + r.users > page_offset
    ORDER BY r.score DESC NULLS LAST LIMIT 1
  ),
  page_ids AS (
    SELECT w.score, w.user_created_at, w.user_id, w.xp_points FROM score_windows w
    WHERE w.kind = w_kind AND w.period_start = w_period AND w.sport = w_sport
      AND w.score <= (SELECT score FROM start)
    ORDER BY w.score DESC NULLS LAST, w.user_created_at ASC, w.user_id ASC
    OFFSET (SELECT page_offset - above FROM start) LIMIT page_limit
  ),
  spanned AS (
    SELECT s.score, sum(s.users)::int AS users FROM score_window_scores s
    WHERE s.kind = w_kind AND s.period_start = w_period AND s.sport = w_sport
      AND s.score <= (SELECT score FROM start)
      AND s.score > (SELECT min(score) FROM page_ids)
    GROUP BY s.score
  )
  SELECT (1 + (SELECT above FROM start)
            + coalesce((SELECT sum(n.users) FROM spanned n WHERE n.score > p.score), 0))::int,
    p.user_id, u.username, p.xp_points, p.score - p.xp_points, p.score, u.xp_points,
    u.is_simulated
  FROM page_ids p
  JOIN users u ON u.id = p.user_id
  ORDER BY p.score DESC NULLS LAST, p.user_created_at ASC, p.user_id ASC;
END
$$;
--> statement-breakpoint
-- Hand-written (decision 0218): the leaderboard's page the same way, for its plan the connection
-- keeps (no fold: the all-time board is the users table). Decision 0113's read, unchanged: the
-- score histogram's running sum names the score the page starts at and how many users are above
-- it, and `leaderboard_order_idx` is read from there (decision 0180: the narrow order table, so
-- skipping inside a large tie group touches no user rows; only the page's users are fetched).
-- `page_ids` is materialized so the skip runs once: inlined, the planner could rescan it once per
-- histogram score as the inner side of a nested loop (decision 0195). The order row and the user
-- row are written by the same statement, so both agree within one snapshot. The caller names the
-- rank tier from `xp_points`.
CREATE FUNCTION "leaderboard_page"(page_limit integer, page_offset integer)
RETURNS TABLE (
  "position" integer, user_id integer, username text, xp_points integer, ip_points integer,
  ranking_score integer, is_demo boolean
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH scores AS (
    SELECT s.score, sum(s.users)::int AS users FROM leaderboard_scores s
    GROUP BY s.score HAVING sum(s.users) > 0
  ),
  ranked AS (
    SELECT c.score, c.users,
      coalesce(sum(c.users) OVER (ORDER BY c.score DESC
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::int AS above
    FROM scores c
  ),
  start AS (
    SELECT r.score, r.above FROM ranked r WHERE r.above + r.users > page_offset
    ORDER BY r.score DESC LIMIT 1
  ),
  page_ids AS MATERIALIZED (
    SELECT o.ranking_score, o.created_at, o.user_id FROM leaderboard_order o
    WHERE o.ranking_score <= (SELECT score FROM start)
    ORDER BY o.ranking_score DESC NULLS LAST, o.created_at ASC, o.user_id ASC
    OFFSET (SELECT page_offset - above FROM start) LIMIT page_limit
  )
  SELECT (r.above + 1)::int, u.id, u.username, u.xp_points, u.ip_points, u.ranking_score,
    u.is_simulated
  FROM page_ids p
  JOIN users u ON u.id = p.user_id
  JOIN ranked r ON r.score = p.ranking_score
  ORDER BY p.ranking_score DESC, p.created_at ASC, p.user_id ASC;
END
$$;
