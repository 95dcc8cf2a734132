CREATE TABLE "bonus_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"grant_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"required_minor" bigint DEFAULT 0 NOT NULL,
	"wagered_minor" bigint DEFAULT 0 NOT NULL,
	"max_bet_minor" bigint,
	"spins_left" integer,
	"spin_value_minor" bigint,
	"source" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"public_title" text,
	"step" integer,
	"percent" integer,
	"amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wager_multiplier" integer DEFAULT 0 NOT NULL,
	"wager_base" text DEFAULT 'bonus' NOT NULL,
	"max_bets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lifetime_s" integer DEFAULT 604800 NOT NULL,
	"game" text,
	"spins" integer,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "decline_bonus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_events" ADD CONSTRAINT "bonus_events_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_events_user_idx" ON "bonus_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_one_active" ON "bonus_grants" USING btree ("user_id") WHERE "bonus_grants"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_source_key" ON "bonus_grants" USING btree ("user_id","offer_id","source");--> statement-breakpoint
CREATE INDEX "bonus_grants_user_idx" ON "bonus_grants" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offers_code_key" ON "bonus_offers" USING btree (lower("code")) WHERE "bonus_offers"."code" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offers_step_key" ON "bonus_offers" USING btree ("step") WHERE "bonus_offers"."kind" = 'welcome_pack' AND "bonus_offers"."active";