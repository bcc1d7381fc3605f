CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_key" text NOT NULL,
	"sport_title" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"commence_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"origin" text NOT NULL,
	"h2h_home_team_value" integer,
	"h2h_away_team_value" integer,
	"h2h_draw_value" integer,
	"spreads_home_team_point" numeric(6, 1),
	"spreads_home_team_value" integer,
	"spreads_away_team_point" numeric(6, 1),
	"spreads_away_team_value" integer,
	"totals_over_point" numeric(6, 1),
	"totals_over_value" integer,
	"totals_under_point" numeric(6, 1),
	"totals_under_value" integer,
	"home_team_score" integer,
	"away_team_score" integer,
	"lines_updated_at" timestamp with time zone,
	"scores_updated_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status_known" CHECK ("events"."status" in ('upcoming', 'in_progress', 'completed', 'settled', 'cancelled')),
	CONSTRAINT "events_origin_known" CHECK ("events"."origin" in ('odds_api', 'simulated', 'test_game', 'test_event')),
	CONSTRAINT "events_teams_differ" CHECK ("events"."home_team" <> "events"."away_team"),
	CONSTRAINT "events_scores_nonnegative" CHECK (coalesce("events"."home_team_score", 0) >= 0 and coalesce("events"."away_team_score", 0) >= 0),
	CONSTRAINT "events_final_has_scores" CHECK ("events"."status" not in ('completed', 'settled') or ("events"."home_team_score" is not null and "events"."away_team_score" is not null))
);
--> statement-breakpoint
CREATE TABLE "leaderboard_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"ranking_score" integer NOT NULL,
	"xp_points" integer NOT NULL,
	"ip_points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"sentiment_id" bigint,
	"login_day" date,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_currency_known" CHECK ("ledger_entries"."currency" in ('confidence', 'ip', 'xp')),
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_reason_known" CHECK ("ledger_entries"."reason" in ('signup_grant', 'daily_login', 'login_streak', 'stake', 'stake_refund', 'win_xp', 'win_ip', 'win_streak_ip', 'admin_grant'))
);
--> statement-breakpoint
CREATE TABLE "login_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"first_login_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_days_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "login_days_streak_positive" CHECK ("login_days"."streak" >= 1)
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport_key" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"article_url" text NOT NULL,
	"source" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_items_article_url_http" CHECK ("news_items"."article_url" ~ '^https?://'),
	CONSTRAINT "news_items_image_url_http" CHECK ("news_items"."image_url" is null or "news_items"."image_url" ~ '^(https?://|/)')
);
--> statement-breakpoint
CREATE TABLE "sentiments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"market" text NOT NULL,
	"selection_type" text NOT NULL,
	"selection_value" text NOT NULL,
	"default_value" numeric(6, 1),
	"custom_value" numeric(6, 1),
	"is_custom" boolean DEFAULT false NOT NULL,
	"confidence_points_staked" integer DEFAULT 0 NOT NULL,
	"staked_ip" integer DEFAULT 0 NOT NULL,
	"price" integer,
	"outcome" text DEFAULT 'Pending' NOT NULL,
	"xp_points" integer DEFAULT 0 NOT NULL,
	"ip_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sentiments_market_known" CHECK ("sentiments"."market" in ('moneyline', 'spread', 'totals')),
	CONSTRAINT "sentiments_selection_type_known" CHECK ("sentiments"."selection_type" in ('Take', 'Pass', 'Draw')),
	CONSTRAINT "sentiments_selection_value_known" CHECK ("sentiments"."selection_value" in ('home', 'away', 'draw', 'over', 'under')),
	CONSTRAINT "sentiments_outcome_known" CHECK ("sentiments"."outcome" in ('Pending', 'Win', 'Loss', 'Draw')),
	CONSTRAINT "sentiments_confidence_stake_range" CHECK ("sentiments"."confidence_points_staked" between 0 and 5),
	CONSTRAINT "sentiments_ip_stake_range" CHECK ("sentiments"."staked_ip" between 0 and 5),
	CONSTRAINT "sentiments_settled_once" CHECK (("sentiments"."outcome" = 'Pending') = ("sentiments"."settled_at" is null)),
	CONSTRAINT "sentiments_rewards_nonnegative" CHECK ("sentiments"."xp_points" >= 0 and "sentiments"."ip_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "streak_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"awarded_day" date NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	"streak_value" integer NOT NULL,
	CONSTRAINT "streak_history_multiple_of_three" CHECK ("streak_history"."streak_value" > 0 and "streak_history"."streak_value" % 3 = 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"bio" text,
	"public_profile" smallint DEFAULT 0 NOT NULL,
	"confidence_points" integer DEFAULT 0 NOT NULL,
	"ip_points" integer DEFAULT 0 NOT NULL,
	"xp_points" integer DEFAULT 0 NOT NULL,
	"rank_tier" text DEFAULT 'Rookie' NOT NULL,
	"win_streak" integer DEFAULT 0 NOT NULL,
	"login_streak" integer DEFAULT 0 NOT NULL,
	"last_login_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_confidence_points_nonnegative" CHECK ("users"."confidence_points" >= 0),
	CONSTRAINT "users_ip_points_nonnegative" CHECK ("users"."ip_points" >= 0),
	CONSTRAINT "users_xp_points_nonnegative" CHECK ("users"."xp_points" >= 0),
	CONSTRAINT "users_public_profile_flag" CHECK ("users"."public_profile" in (0, 1)),
	CONSTRAINT "users_bio_length" CHECK (char_length("users"."bio") <= 500),
	CONSTRAINT "users_rank_tier_known" CHECK ("users"."rank_tier" in ('Rookie', 'Regular', 'Sharp', 'Pro', 'Expert', 'Legend')),
	CONSTRAINT "users_win_streak_nonnegative" CHECK ("users"."win_streak" >= 0),
	CONSTRAINT "users_login_streak_nonnegative" CHECK ("users"."login_streak" >= 0)
);
--> statement-breakpoint
ALTER TABLE "login_days" ADD CONSTRAINT "login_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiments" ADD CONSTRAINT "sentiments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiments" ADD CONSTRAINT "sentiments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_history" ADD CONSTRAINT "streak_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_sport_status_commence_idx" ON "events" USING btree ("sport_key","status","commence_time");--> statement-breakpoint
CREATE INDEX "events_status_commence_idx" ON "events" USING btree ("status","commence_time");--> statement-breakpoint
CREATE INDEX "leaderboard_history_user_idx" ON "leaderboard_history" USING btree ("user_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_history_user_event_key" ON "leaderboard_history" USING btree ("user_id","event_id") WHERE "leaderboard_history"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_sentiment_reason_key" ON "ledger_entries" USING btree ("sentiment_id","reason","currency") WHERE "ledger_entries"."sentiment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_login_reward_key" ON "ledger_entries" USING btree ("user_id","reason","login_day") WHERE "ledger_entries"."login_day" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_signup_grant_key" ON "ledger_entries" USING btree ("user_id","currency") WHERE "ledger_entries"."reason" = 'signup_grant';--> statement-breakpoint
CREATE UNIQUE INDEX "news_items_sport_dedupe_key" ON "news_items" USING btree ("sport_key","dedupe_key");--> statement-breakpoint
CREATE INDEX "news_items_sport_published_idx" ON "news_items" USING btree ("sport_key","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sentiments_user_event_market_key" ON "sentiments" USING btree ("user_id","event_id","market");--> statement-breakpoint
CREATE INDEX "sentiments_event_idx" ON "sentiments" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sentiments_user_created_idx" ON "sentiments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "streak_history_user_day_key" ON "streak_history" USING btree ("user_id","awarded_day");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));