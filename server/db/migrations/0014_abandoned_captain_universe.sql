CREATE TABLE "crash_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"auto_cashout" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"cashout" integer,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"cashout_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"length" integer NOT NULL,
	"checkpoint_every" integer NOT NULL,
	"terminating_hash" text NOT NULL,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"salt" text,
	"salt_fixed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crash_checkpoints" (
	"chain_id" integer NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "crash_checkpoints_chain_id_position_pk" PRIMARY KEY("chain_id","position")
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain_id" integer NOT NULL,
	"game" integer NOT NULL,
	"hash" text NOT NULL,
	"bust" integer NOT NULL,
	"phase" text NOT NULL,
	"opened_at" bigint NOT NULL,
	"running_at" bigint NOT NULL,
	"bust_at" bigint NOT NULL,
	"busted_at" bigint
);
--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_checkpoints" ADD CONSTRAINT "crash_checkpoints_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_key" ON "crash_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "crash_bets_round_idx" ON "crash_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_game_key" ON "crash_rounds" USING btree ("chain_id","game");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_open_key" ON "crash_rounds" USING btree ("chain_id") WHERE "crash_rounds"."phase" <> 'busted';