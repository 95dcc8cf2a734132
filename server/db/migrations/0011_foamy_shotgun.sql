CREATE TABLE "game_seed_rotations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_seed_rotations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"client_seed" text,
	"pair_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_seed_rotations" ADD CONSTRAINT "game_seed_rotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_seed_rotations" ADD CONSTRAINT "game_seed_rotations_pair_id_game_seed_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."game_seed_pairs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_seed_rotations_key" ON "game_seed_rotations" USING btree ("user_id","idempotency_key");