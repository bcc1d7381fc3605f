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
