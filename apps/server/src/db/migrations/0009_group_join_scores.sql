CREATE TABLE "group_join_scores" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sport" text NOT NULL,
	"xp_points" integer NOT NULL,
	"ip_points" integer NOT NULL,
	CONSTRAINT "group_join_scores_group_id_sport_user_id_pk" PRIMARY KEY("group_id","sport","user_id")
);
--> statement-breakpoint
ALTER TABLE "group_join_scores" ADD CONSTRAINT "group_join_scores_group_id_user_id_group_members_group_id_user_id_fk" FOREIGN KEY ("group_id","user_id") REFERENCES "public"."group_members"("group_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 0155): gives the memberships that have no join scores (those made
-- before this migration) the score their members had when they joined, from the ledger before
-- their joining time, which is what "since joining" subtracted until now: every sport ('*'),
-- always, and each league their sentiments' events belong to. Returns the rows written.
CREATE FUNCTION "group_join_scores_backfill"() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE written integer;
BEGIN
  WITH missing AS (
    SELECT m.group_id, m.user_id, m.joined_at FROM group_members m
    WHERE NOT EXISTS (SELECT FROM group_join_scores j
                      WHERE j.group_id = m.group_id AND j.sport = '*' AND j.user_id = m.user_id)
  ),
  before_joining AS (
    SELECT m.group_id, m.user_id, s.sport,
      coalesce(sum(l.amount) FILTER (WHERE l.currency = 'xp'), 0)::int AS xp,
      coalesce(sum(l.amount) FILTER (WHERE l.currency = 'ip'), 0)::int AS ip
    FROM missing m
    JOIN ledger_entries l ON l.user_id = m.user_id AND l.currency IN ('xp', 'ip')
      AND l.created_at < m.joined_at
    LEFT JOIN sentiments st ON st.id = l.sentiment_id
    LEFT JOIN events e ON e.id = st.event_id
    CROSS JOIN LATERAL (VALUES ('*'), (e.sport_key)) s(sport)
    WHERE s.sport IS NOT NULL
    GROUP BY m.group_id, m.user_id, s.sport
  )
  INSERT INTO group_join_scores (group_id, user_id, sport, xp_points, ip_points)
  SELECT group_id, user_id, sport, xp, ip FROM before_joining
  UNION ALL
  SELECT m.group_id, m.user_id, '*', 0, 0 FROM missing m
  WHERE NOT EXISTS (SELECT FROM before_joining b
                    WHERE b.group_id = m.group_id AND b.user_id = m.user_id AND b.sport = '*');
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END
$$;
--> statement-breakpoint
SELECT group_join_scores_backfill();
