DROP INDEX "sports_bets_user_idx";--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "previous_result" text;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "previous_paid_minor" bigint;--> statement-breakpoint
CREATE INDEX "sports_bets_user_time_idx" ON "sports_bets" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sports_bets_user_open_idx" ON "sports_bets" USING btree ("user_id","created_at","id") WHERE "sports_bets"."status" = 'open';