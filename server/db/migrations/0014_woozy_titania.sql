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
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_claims" ADD CONSTRAINT "vip_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_wagers" ADD CONSTRAINT "vip_wagers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_results_user_key" ON "tournament_results" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE INDEX "tournaments_state_idx" ON "tournaments" USING btree ("state","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_claims_period_key" ON "vip_claims" USING btree ("user_id","currency","reward","period");