CREATE TABLE "game_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"engine_version" smallint NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"multiplier_bp" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"params" jsonb NOT NULL,
	"config" jsonb NOT NULL,
	"outcome" jsonb,
	"state" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_case_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_case_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	"case_id" text NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"value_minor" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"sold_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_seed_pairs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_seed_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"next_server_seed" text NOT NULL,
	"next_server_seed_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_bets" ADD CONSTRAINT "game_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_bets" ADD CONSTRAINT "game_bets_seed_pair_id_game_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."game_seed_pairs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_case_items" ADD CONSTRAINT "game_case_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_case_items" ADD CONSTRAINT "game_case_items_bet_id_game_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."game_bets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_seed_pairs" ADD CONSTRAINT "game_seed_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_bets_idempotency_key" ON "game_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "game_bets_seed_nonce_key" ON "game_bets" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE INDEX "game_bets_user_idx" ON "game_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "game_bets_user_game_idx" ON "game_bets" USING btree ("user_id","game","id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_bets_active_key" ON "game_bets" USING btree ("user_id","game") WHERE "game_bets"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "game_case_items_bet_key" ON "game_case_items" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "game_case_items_user_idx" ON "game_case_items" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_seed_pairs_active_key" ON "game_seed_pairs" USING btree ("user_id") WHERE "game_seed_pairs"."active";--> statement-breakpoint
CREATE INDEX "game_seed_pairs_user_idx" ON "game_seed_pairs" USING btree ("user_id","id");