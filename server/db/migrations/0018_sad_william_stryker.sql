CREATE TABLE "room_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room" text NOT NULL,
	"currency" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"phase" text DEFAULT 'waiting' NOT NULL,
	"opened_at" bigint NOT NULL,
	"closes_at" bigint,
	"drawn_at" bigint,
	"winner_entry_id" bigint,
	"pot_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_entries" ADD CONSTRAINT "room_entries_round_id_room_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."room_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_entries" ADD CONSTRAINT "room_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_entries_key" ON "room_entries" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "room_entries_round_idx" ON "room_entries" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_rounds_open_key" ON "room_rounds" USING btree ("room","currency") WHERE "room_rounds"."phase" <> 'drawn';