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
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_bets_key" ON "live_bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "live_bets_round_idx" ON "live_bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "live_bets_user_idx" ON "live_bets" USING btree ("user_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_betting_key" ON "live_rounds" USING btree ("live_table") WHERE "live_rounds"."phase" = 'betting';--> statement-breakpoint
CREATE INDEX "live_rounds_table_idx" ON "live_rounds" USING btree ("live_table","id");