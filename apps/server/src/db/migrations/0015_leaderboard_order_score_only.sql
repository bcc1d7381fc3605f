-- Hand-written (decision 0194): leaderboard_order follows a user's ranking score only. A user's
-- created_at never changes after registration (nothing updates it), so the update trigger no longer
-- compares it or writes it back; it still finds the old row by it, the index's second column.
CREATE OR REPLACE FUNCTION "leaderboard_order_updated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE '
    UPDATE leaderboard_order o
    SET ranking_score = n.ranking_score
    FROM old_rows p JOIN new_rows n ON n.id = p.id
    WHERE n.ranking_score <> p.ranking_score
      AND o.ranking_score = p.ranking_score AND o.created_at = p.created_at AND o.user_id = p.id';
  RETURN NULL;
END
$$;
