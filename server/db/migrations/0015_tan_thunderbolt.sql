CREATE TABLE "sports_bet_legs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_bet_legs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bet_id" bigint NOT NULL,
	"selection_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"odds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"currency" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"odds" integer NOT NULL,
	"potential_payout_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"result" text,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"settlement_version" integer DEFAULT 0 NOT NULL,
	"cash_out_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sports_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" text NOT NULL,
	"league_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"home" text,
	"away" text,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"clock" text,
	"score_home" integer,
	"score_away" integer,
	"result" jsonb,
	"result_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_events_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "sports_leagues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_leagues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" text NOT NULL,
	"sport" text NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sports_leagues_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "sports_limits" (
	"currency" text NOT NULL,
	"market_kind" text NOT NULL,
	"min_stake_minor" bigint NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	"max_payout_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_limits_currency_market_kind_pk" PRIMARY KEY("currency","market_kind")
);
--> statement-breakpoint
CREATE TABLE "sports_margins" (
	"scope" text PRIMARY KEY NOT NULL,
	"margin_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_markets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_markets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"kind" text NOT NULL,
	"line_quarters" integer,
	"places" integer,
	"status" text NOT NULL,
	"suspend_reason" text
);
--> statement-breakpoint
CREATE TABLE "sports_selections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_selections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"market_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"odds" integer,
	"fair_odds" integer,
	"outcome" jsonb
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_entries_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_results" (
	"tournament_id" integer NOT NULL,
	"place" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"prize_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tournament_results_tournament_id_place_pk" PRIMARY KEY("tournament_id","place")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"currency" text NOT NULL,
	"games" text[] NOT NULL,
	"scoring" text NOT NULL,
	"entry" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"reward" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_wagers" (
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"wagered_minor" bigint DEFAULT 0 NOT NULL,
	"edge_bp_minor" bigint DEFAULT 0 NOT NULL,
	"edge_claimed_bp_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_wagers_user_id_currency_pk" PRIMARY KEY("user_id","currency")
);
--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_selection_id_sports_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sports_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_events" ADD CONSTRAINT "sports_events_league_id_sports_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."sports_leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_selections" ADD CONSTRAINT "sports_selections_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_claims" ADD CONSTRAINT "vip_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_wagers" ADD CONSTRAINT "vip_wagers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_bet_legs_bet_idx" ON "sports_bet_legs" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "sports_bet_legs_event_idx" ON "sports_bet_legs" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_user_key" ON "sports_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sports_bets_user_idx" ON "sports_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sports_events_status_start_idx" ON "sports_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "sports_events_league_idx" ON "sports_events" USING btree ("league_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_markets_event_key" ON "sports_markets" USING btree ("event_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_selections_market_key" ON "sports_selections" USING btree ("market_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_results_user_key" ON "tournament_results" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE INDEX "tournaments_state_idx" ON "tournaments" USING btree ("state","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_claims_period_key" ON "vip_claims" USING btree ("user_id","currency","reward","period");