ALTER TABLE "crash_bets" ADD COLUMN "stake_bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD COLUMN "bonus_grant_id" bigint;--> statement-breakpoint
ALTER TABLE "game_bets" ADD COLUMN "stake_bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_bets" ADD COLUMN "bonus_grant_id" bigint;--> statement-breakpoint
ALTER TABLE "live_bets" ADD COLUMN "stake_bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_bets" ADD COLUMN "bonus_grant_id" bigint;--> statement-breakpoint
ALTER TABLE "room_entries" ADD COLUMN "stake_bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_entries" ADD COLUMN "bonus_grant_id" bigint;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD COLUMN "stake_bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD COLUMN "bonus_grant_id" bigint;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "stake_bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_grant_id" bigint;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "stake_bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "bonus_grant_id" bigint;