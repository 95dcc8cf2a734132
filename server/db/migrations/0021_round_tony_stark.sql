CREATE TABLE "live_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"spot" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout_minor" bigint,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"live_table" text NOT NULL,
	"phase" text DEFAULT 'betting' NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"opened_at" bigint NOT NULL,
	"closes_at" bigint NOT NULL,
	"settled_at" bigint,
	"outcome" smallint
);
--> statement-breakpoint
CREATE TABLE "provider_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"staked_minor" bigint DEFAULT 0 NOT NULL,
	"won_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"free_spins_grant_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"tx_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" integer,
	"ref_tx_id" text,
	"amount_minor" bigint NOT NULL,
	"outcome" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_favourites" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_favourites_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "slot_games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slot_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"game_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"rtp_bp" integer NOT NULL,
	"volatility" text NOT NULL,
	"demo" boolean NOT NULL,
	"art" jsonb NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_recent" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_recent_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "studio_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studio_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"game_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL,
	"free_spins_grant_id" bigint,
	"outcome" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_seed_pairs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studio_seed_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"game_id" text NOT NULL,
	"mode" text NOT NULL,
	"casino_token" text,
	"player" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"return_url" text,
	"demo_balance_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_favourites" ADD CONSTRAINT "slot_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_favourites" ADD CONSTRAINT "slot_favourites_game_id_slot_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."slot_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_recent" ADD CONSTRAINT "slot_recent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_recent" ADD CONSTRAINT "slot_recent_game_id_slot_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."slot_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_bets_key" ON "live_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "live_bets_round_idx" ON "live_bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "live_bets_user_idx" ON "live_bets" USING btree ("user_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_betting_key" ON "live_rounds" USING btree ("live_table") WHERE "live_rounds"."phase" = 'betting';--> statement-breakpoint
CREATE INDEX "live_rounds_table_idx" ON "live_rounds" USING btree ("live_table","id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_rounds_round_key" ON "provider_rounds" USING btree ("provider","round_id");--> statement-breakpoint
CREATE INDEX "provider_rounds_user_idx" ON "provider_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_sessions_user_idx" ON "provider_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_tx_key" ON "provider_transactions" USING btree ("provider","tx_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_ref_idx" ON "provider_transactions" USING btree ("provider","ref_tx_id") WHERE "provider_transactions"."ref_tx_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_games_provider_game_key" ON "slot_games" USING btree ("provider","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_games_slug_key" ON "slot_games" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "slot_games_list_idx" ON "slot_games" USING btree ("category","provider","popularity");--> statement-breakpoint
CREATE INDEX "slot_recent_user_idx" ON "slot_recent" USING btree ("user_id","played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_seed_nonce_key" ON "studio_rounds" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_session_key" ON "studio_rounds" USING btree ("session_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seed_pairs_active_key" ON "studio_seed_pairs" USING btree ("player") WHERE "studio_seed_pairs"."active";