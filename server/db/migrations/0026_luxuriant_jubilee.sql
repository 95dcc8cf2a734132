CREATE TABLE "sports_market_limits" (
	"market_id" integer NOT NULL,
	"currency" text NOT NULL,
	"min_stake_minor" bigint NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	"max_payout_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_market_limits_market_id_currency_pk" PRIMARY KEY("market_id","currency")
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_user_non_negative";--> statement-breakpoint
DROP INDEX "ledger_transactions_user_other_idx";--> statement-breakpoint
ALTER TABLE "sports_market_limits" ADD CONSTRAINT "sports_market_limits_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_open_debts_idx" ON "accounts" USING btree ("balance_minor") WHERE "accounts"."kind" = 'debt' AND "accounts"."balance_minor" < 0;--> statement-breakpoint
CREATE INDEX "ledger_transactions_user_other_idx" ON "ledger_transactions" USING btree ("user_id","created_at","id") WHERE "ledger_transactions"."kind" IN ('bonus_grant', 'bonus_activate', 'bonus_convert', 'bonus_forfeit', 'adjustment', 'debt_recovery');--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_non_negative" CHECK ("accounts"."user_id" IS NULL OR (CASE WHEN "accounts"."kind" = 'debt' THEN "accounts"."balance_minor" <= 0 ELSE "accounts"."balance_minor" >= 0 END));